/**
 * The marketing platform's calls (docs/product/07-calls.md#marketing-platform: subscriptions go to an external platform). Its own
 * client and base URL, so a real platform replaces the backend's stand-in (ADR 0016) by a
 * different `baseUrl`; the transport (storefront header, errors, cancellation) is the shop's.
 */
import type {
  MarketingSubscribeRequest,
  MarketingSubscribeResponse,
  ProductSubscribeRequest,
  ProductSubscribeResponse,
  StylistConsultRequest,
  StylistConsultResponse,
} from '@shop/types';
import { onePerStorefront } from './bus-bridge';
import { type ApiClientOptions, type CallOptions, HttpTransport } from './http';

/** Where the reference backend's stand-in answers, through the shell's /api edge. */
export const MARKETING_BASE_URL = '/api/marketing';

export function createMarketingClient(options: ApiClientOptions = {}) {
  const http = new HttpTransport({ ...options, baseUrl: options.baseUrl ?? MARKETING_BASE_URL });
  // The platform authenticates its public forms itself; the shop's CSRF token is not its business.
  const post = <T>(path: string, body: unknown, call?: CallOptions) =>
    http.request<T>({ method: 'POST', path, body, csrf: false }, call);
  return {
    /** Newsletter, sale or winter-sale list; idempotent (`alreadySubscribed` on a repeat). */
    subscribe: (input: MarketingSubscribeRequest, call?: CallOptions) =>
      post<MarketingSubscribeResponse>('/subscriptions', input, call),
    /** A price or availability alert for one product. */
    subscribeToProduct: (input: ProductSubscribeRequest, call?: CallOptions) =>
      post<ProductSubscribeResponse>('/price-subscriptions', input, call),
    requestStylistConsult: (input: StylistConsultRequest, call?: CallOptions) =>
      post<StylistConsultResponse>('/stylist-consults', input, call),
  };
}

export type MarketingClient = ReturnType<typeof createMarketingClient>;

const marketing = onePerStorefront((storefront) =>
  createMarketingClient(storefront ? { storefront } : {}),
);

/** The marketing client for the storefront on the bus, made once per storefront. */
export const marketingApi = (): MarketingClient => marketing.get();

/** Tests: forget the client so the next call picks up a mocked fetch. */
export const resetMarketingApi = (): void => marketing.reset();
