/**
 * @shop/api-client/testing: the network of unit tests, mocked at the fetch boundary by MSW.
 * `mockApiServer()` once per suite, then `apiServer.use(cart.add(answer), …)` per test with the
 * route tables of ./handlers (one per backend feature).
 */
export { apiServer, mockApiServer, apiCalls, bodiesOf } from './server';
export type { RecordedCall } from './server';
export { API, ApiReply, reply, apiError, route } from './route';
export { heldCalls } from './held';
export type { HeldCall, HeldCalls } from './held';
export type { ApiCall, RouteAnswer, Method } from './route';
export { session } from './handlers/session';
export { auth } from './handlers/auth';
export { profile } from './handlers/profile';
export { content } from './handlers/content';
export { catalog } from './handlers/catalog';
export { cart } from './handlers/cart';
export { location } from './handlers/location';
export { favorites } from './handlers/favorites';
export { pickupPoints } from './handlers/pickup-points';
export { certificates } from './handlers/certificates';
export { marketing } from './handlers/marketing';
export { careers } from './handlers/careers';
export { http, HttpResponse, delay } from 'msw';
