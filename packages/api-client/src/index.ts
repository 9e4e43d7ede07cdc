export { createApiClient } from './create-api-client';
export type { ApiClient } from './create-api-client';
export {
  createBusApiClient,
  emitUnauthorized,
  storefrontApi,
  runWithStorefrontApi,
  resetStorefrontApi,
  userStateFromUser,
} from './bus-bridge';
export { createServerLoader } from './server-loader';
export type { ServerLoad } from './server-loader';
export {
  ApiError,
  ApiCancelledError,
  isApiError,
  isCancelled,
  errorFromResponse,
  networkFailureText,
} from './errors';
export type { ApiClientOptions, CallOptions, FetchLike } from './http';
export {
  createMarketingClient,
  marketingApi,
  resetMarketingApi,
  MARKETING_BASE_URL,
} from './marketing';
export type { MarketingClient } from './marketing';
