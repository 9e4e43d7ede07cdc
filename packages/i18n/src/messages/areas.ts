// Every area of the shared catalogue. Adding an area is one line here.
export { common } from './common';
export { errors } from './errors';
export { info } from './info';
export { order } from './order';
export { platform } from './platform';
export { routes } from './routes';
export { success } from './success';
