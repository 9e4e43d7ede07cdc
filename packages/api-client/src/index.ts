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
export { createServerApi, withServerApi } from './server-loader';
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
