/**
 * Request and response types of every API call, derived from the route schemas in
 * ./schemas (ADR 24): the API validates and serializes with those schemas, so these types are
 * what travels. Paths are relative to the API base URL (the shell serves it under '/api').
 * Type-only imports: the schemas add no byte to an app's bundle.
 *
 * Conventions of the reference backend (@shop/shop-api):
 * - Transport / schema failures answer 4xx with `ApiErrorBody`.
 * - Business outcomes that the UI renders (cart errors, order creation
 *   errors) answer 200 with their own fields (`result`, `error`, …).
 * - The storefront is taken from the `X-Shop-Storefront: ru|en` header,
 *   falling back to the Host; it selects locale and currency (AED when the
 *   session's country is AE).
 */
import type { Static } from 'typebox';
import type * as S from './schemas';

// ---------------------------------------------------------------- errors

/** Stable error codes of the reference backend (see shop-api src/errors.ts). */
export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'invalid_json'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'csrf_invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'captcha_required'
  | 'captcha_invalid'
  | 'code_invalid'
  | 'code_expired'
  | 'code_attempts_exceeded'
  | 'code_resend_too_early'
  | 'code_not_sent'
  | 'phone_invalid'
  | 'auth_code_invalid'
  | 'auth_code_attempts_exceeded'
  | 'already_activated'
  | 'internal_error'
  | 'network_error';

/**
 * The largest request body the API accepts (bytes); the shell's /api edge enforces the
 * same limit before forwarding, so a visitor gets the same 413 either way.
 */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * How long the shell's server and the API give a client to send a whole request (headers and
 * body) and how long a connection may stay silent, before the call ends with 408 / the socket
 * closes: a stalled body must not hold a connection forever. Long enough for a 5 MB résumé
 * from a slow phone (5 MB at 1.6 Mbit/s is about 26 s).
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Body of every 4xx/5xx answer. */
export type ApiErrorBody = Static<typeof S.ApiErrorBodySchema>;

/**
 * Answer header of POST /pd/frontend/common_data naming the host of the other storefront when
 * the visitor's location belongs to it (a domain-redirect header sets the domain).
 */
export const DOMAIN_REDIRECT_HEADER = 'x-shop-domain-redirect';

/**
 * Request header of a server render's API calls (ADR 13): the currency the visitor's page is
 * rendered in, which the render's calls carry no cookie to say. The API believes it from the
 * shell's server only; the shell's /api edge drops it from browsers' calls.
 */
export const CURRENCY_HEADER = 'x-shop-currency';

// ---------------------------------------------------------------- token, auth, phone

export type TokenResponse = Static<typeof S.TokenReply>;
export type LogoutResponse = Static<typeof S.LogoutReply>;
export type CaptchaResponse = Static<typeof S.CaptchaReply>;
export type AuthIdentificationRequest = Static<typeof S.IdentificationBody>;
export type AuthIdentificationResponse = Static<typeof S.IdentificationReply>;
export type AuthAuthenticateRequest = Static<typeof S.AuthenticateBody>;
export type AuthAuthenticateResponse = Static<typeof S.AuthenticateReply>;
export type RegistrationRequest = Static<typeof S.RegistrationBody>;
export type RegistrationResponse = Static<typeof S.RegistrationReply>;
/** What the identity provider sent back to /ya-callback; who logs in comes from the provider. */
export type OAuthRequest = Omit<Static<typeof S.OAuthBody>, 'provider'> & { provider: 'yandex' };
export type OAuthResponse = Static<typeof S.OAuthReply>;
export type PhoneSendCodeRequest = Static<typeof S.SendCodeBody>;
export type PhoneSendCodeResponse = Static<typeof S.SendCodeReply>;
export type PhoneConfirmRequest = Static<typeof S.ConfirmBody>;
export type PhoneConfirmResponse = Static<typeof S.ConfirmReply>;

// ---------------------------------------------------------------- profile (401 for anonymous)

export type ProfileInfoResponse = Static<typeof S.ProfileInfoReply>;
export type ProfileSaveRequest = Static<typeof S.ProfileSaveBody>;
export type ProfileSaveResponse = Static<typeof S.ProfileSaveReply>;
export type ProfileSubscriptionRequest = Static<typeof S.SubscriptionBody>;
export type ProfileSubscriptionResponse = Static<typeof S.ProfileSubscriptionReply>;
export type ProfileOrdersResponse = Static<typeof S.ProfileOrdersReply>;
export type ProfileCertificatesResponse = Static<typeof S.ProfileCertificatesReply>;
export type ProfileBonusesResponse = Static<typeof S.ProfileBonusesReply>;
export type UserAddressResponse = Static<typeof S.UserAddressReply>;

// ---------------------------------------------------------------- content, common data

export type ServiceContent = Static<typeof S.ServiceContentSchema>;
export type ServiceResponse = Static<typeof S.ServiceReply>;
export type ContentPageResponse = Static<typeof S.ContentPageReply>;
export type MainPageResponse = Static<typeof S.MainPageReply>;
export type CommonDataRequest = NonNullable<Static<typeof S.CommonDataBody>>;
export type CommonDataResponse = Static<typeof S.CommonDataReply>;
export type SubscriberExistsRequest = Static<typeof S.SubscriberExistsBody>;
export type SubscriberExistsResponse = Static<typeof S.SubscriberExistsReply>;
export type ShopsResponse = Static<typeof S.ShopsReply>;

// ---------------------------------------------------------------- location

export type LocationRequest = Static<typeof S.LocationBody>;
export type LocationResponse = Static<typeof S.LocationReply>;
export type SetCountryRequest = Static<typeof S.SetCountryBody>;
export type SetCountryResponse = Static<typeof S.SetCountryReply>;
export type DomainByCountryRequest = Static<typeof S.DomainByCountryBody>;
export type DomainByCountryResponse = Static<typeof S.DomainByCountryReply>;
export type CountryOption = Static<typeof S.CountryOptionSchema>;
export type CountriesResponse = Static<typeof S.CountriesReply>;
export type CityOption = Static<typeof S.CityOptionSchema>;
export type CitiesResponse = Static<typeof S.CitiesReply>;

// ---------------------------------------------------------------- catalogue

export type CatalogSort = Static<typeof S.CatalogSortSchema>;
export type CatalogShowParameters = Static<typeof S.CatalogShowParametersSchema>;
/**
 * POST /catalog/show and POST /tags/show. `url` for catalog: '' (all), '/new', '/sale', '/men',
 * '/{category}', '/{category}/{sub-id}', '/jewelry', '/designers/{id}', '/trend/{id}',
 * '/search/{query}'; for tags: '/{tagCode}'.
 */
export type CatalogShowRequest = Static<typeof S.CatalogShowBody>;
export type CatalogFilterOption = Static<typeof S.CatalogFilterOptionSchema>;
export type CatalogSearchInfo = Static<typeof S.CatalogSearchInfoSchema>;
export type CatalogShowResult = Static<typeof S.CatalogShowResultSchema>;
export type CatalogShowResponse = Static<typeof S.CatalogShowReply>;
export type TagsShowRequest = CatalogShowRequest;
export type TagsShowResponse = CatalogShowResponse;
export type BestsellersResponse = Static<typeof S.BestsellersReply>;
export type SearchSuggestLink = Static<typeof S.SearchSuggestLinkSchema>;
export type SearchSuggestResponse = Static<typeof S.SearchSuggestReply>;
export type DesignersResponse = Static<typeof S.DesignersReply>;
export type DesignerResponse = Static<typeof S.DesignerReply>;
export type TrendsResponse = Static<typeof S.TrendsReply>;
export type ProductResponse = Static<typeof S.ProductReply>;

// ---------------------------------------------------------------- favorites

export type FavoritesShowRequest = Static<typeof S.FavoritesShowBody>;
export type FavoritesShowResponse = Static<typeof S.FavoritesShowReply>;
export type FavoritesChangeResponse = Static<typeof S.FavoritesChangeReply>;
export type FavoritesDeleteManyRequest = Static<typeof S.FavoritesDeleteBody>;
/** A guest list merged into the user's on login, in one call. */
export type FavoritesMergeRequest = Static<typeof S.FavoritesMergeBody>;
/** Maps SKU ids to their product ids. */
export type FavoritesItemsRequest = Static<typeof S.FavoritesItemsBody>;
export type FavoritesItemsResponse = Static<typeof S.FavoritesItemsReply>;

// ---------------------------------------------------------------- pickup points

export type PickupPointsQuery = Omit<
  Static<typeof S.PickupPointsQuerySchema>,
  'provider' | 'provider[]' | 'id' | 'id[]'
> & {
  provider?: string[];
  /** Exact point ids (a point known only from the map answer). */
  id?: string[];
};
export type PickupPointsMapResponse = Static<typeof S.PickupPointsMapReply>;
export type PickupPointsListResponse = Static<typeof S.PickupPointsListReply>;
export type PickupProvidersResponse = Static<typeof S.PickupProvidersReply>;

// ---------------------------------------------------------------- orders, deposits, certificates

export type OrderCreateRequest = Static<typeof S.OrderDataBody>;
export type OrderCreateResult = Static<typeof S.OrderCreateResultSchema>;
export type OrderCreateResponse = Static<typeof S.OrderCreateReply>;
export type OrderSuccessDataResponse = Static<typeof S.OrderSuccessDataReply>;
export type CertificateImagesResponse = Static<typeof S.CertificateImagesReply>;
export type DepositDesignsResponse = Static<typeof S.DepositDesignsReply>;
export type DepositOrderCreateRequest = Static<typeof S.DepositOrderBody>;
export type DepositOrderCreateResponse = Static<typeof S.DepositOrderCreateReply>;
export type GiftDepositRequest = Static<typeof S.AuthCodeBody>;
export type GiftDepositResponse = Static<typeof S.GiftDepositReply>;
export type GiftDepositAddToProfileResponse = Static<typeof S.GiftDepositAddToProfileReply>;

// ---------------------------------------------------------------- cart

/** The calculation context every cart call accepts. */
export type CartCalculateRequest = Static<typeof S.CartCalculateBody>;
export type CartResponse = Static<typeof S.CartResponse>;
export type CartCalculateResponse = CartResponse;
export type CartAddRequest = Static<typeof S.CartAddBody>;
export type CartAddResponse = CartResponse;
export type CartAction = Static<typeof S.CartActionName>;
export type CartActionRequest = Static<typeof S.CartActionBody>;
export type CartActionResponse = CartResponse;

// ---------------------------------------------------------------- test hooks (loopback listener)

export type DevLastSmsResponse = Static<typeof S.DevLastSmsReply>;
export type DevOrderDepositsResponse = Static<typeof S.DevOrderDepositsReply>;
export type DevSkuStockResponse = Static<typeof S.DevSkuStockReply>;
export type DevProductPriceResponse = Static<typeof S.DevProductPriceReply>;
export type DevCaptchaResponse = Static<typeof S.DevCaptchaReply>;
export type DevPaymentWindowResponse = Static<typeof S.DevPaymentWindowReply>;
