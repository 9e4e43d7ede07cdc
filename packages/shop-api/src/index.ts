export { buildServer } from './server';
export type { ShopServer } from './server';
export { optionsFromEnv, listenFromEnv, resolveOptions } from './config';
export type { ServerOptions, ListenOptions } from './config';
