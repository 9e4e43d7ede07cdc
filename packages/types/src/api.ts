/**
 * Request and response types of every call of spec §7 (plus the reference
 * backend's documented additions: designers, product by id, content pages).
 * Paths are relative to the API base URL (the shell serves it under '/api').
 *
 * Conventions of the reference backend (@shop/shop-api):
 * - Transport / schema failures answer 4xx with `ApiErrorBody`.
 * - Business outcomes that the UI renders (cart errors, order creation
 *   errors) answer 200 with the spec's own fields (`result`, `error`, …).
 * - The storefront is taken from the `X-Shop-Storefront: ru|en` header,
 *   falling back to the Host; it selects locale and currency (AED when the
 *   session's country is AE).
 */
import type { CurrencyCode, Locale, Storefront } from './common';
import type {
  CartData,
  CertificateImage,
  Designer,
  DepositDesign,
  DepositOrderItem,
  GiftDeposit,
  ListingProduct,
  Location,
  MainPage,
  MenuItem,
  OrderCreateResponse,
  OrderData,
  OrderSuccessData,
  PickupPoint,
  PickupProvider,
  Product,
  ProductShort,
  ProfileCertificate,
  ProfileOrder,
  SubscriberCheckResponse,
  Trend,
  User,
  UserAddress,
  UserBonuses,
  UserPersonalData,
} from './entities';

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

/** Body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode | string;
    message: string;
    /** Field path → messages, for validation failures. */
    fieldErrors?: Record<string, string[]>;
  };
}

// ---------------------------------------------------------------- token / session

/** GET /token */
export interface TokenResponse {
  csrfToken: string;
}

// ---------------------------------------------------------------- profile (401 for anonymous)

/** GET /profile/info */
export interface ProfileInfoResponse {
  user: User;
  personalData: UserPersonalData;
}

/** GET /profile/orders */
export interface ProfileOrdersResponse {
  orders: ProfileOrder[];
}

/** GET /profile/certificates */
export interface ProfileCertificatesResponse {
  certificates: ProfileCertificate[];
}

/** GET /profile/bonuses */
export interface ProfileBonusesResponse {
  bonuses: UserBonuses;
  history: { id: number; date: string; amount: number; description: string }[];
}

/** POST /profile/info: saves personal data; the birthday can be set once (then info text). */
export interface ProfileSaveRequest {
  name: string;
  surname: string;
  email: string;
  /** dd.mm.yyyy; omitted or '' keeps the stored one. */
  birthday?: string;
}
/** Answers of the profile's write calls: the text is in the storefront's language (§8). */
export interface ProfileSaveResponse {
  success: boolean;
  /** 'success' saved / changed; 'info' nothing changed or birthday needs the operators. */
  messageType: 'success' | 'info' | 'error';
  message: string;
  user: User;
  personalData: UserPersonalData;
  errors: Record<string, string[]> | null;
}

/** POST /profile/subscription */
export interface ProfileSubscriptionRequest {
  isSubscribed: boolean;
}
export type ProfileSubscriptionResponse = Omit<ProfileSaveResponse, 'errors'>;

/** GET /profile/user_address */
export interface UserAddressResponse {
  /** The most recent address (fills the delivery form) or null. */
  address: UserAddress | null;
  addresses: UserAddress[];
}

// ---------------------------------------------------------------- phone confirmation (checkout)

/** POST /phone/send_code */
export interface PhoneSendCodeRequest {
  phone: string;
}
export interface PhoneSendCodeResponse {
  success: boolean;
  /** Seconds until a new code may be requested. */
  resendTimeout: number;
  message: string | null;
  code: ApiErrorCode | null;
}

/** POST /phone/confirm */
export interface PhoneConfirmRequest {
  code: string;
  phone?: string;
}
export interface PhoneConfirmResponse {
  result: boolean;
  user: User;
  message: string | null;
  code: ApiErrorCode | null;
}

/** GET /logout */
export interface LogoutResponse {
  success: true;
}

// ---------------------------------------------------------------- auth

/** POST /auth/identification */
export interface AuthIdentificationRequest {
  phone: string;
  captchaToken?: string;
  captchaCode?: string;
}
export interface AuthIdentificationResponse {
  success: boolean;
  /** Next auth step (§2.8): 3 confirm on success; on failure 1 (bad phone), 2 (captcha) or 3. */
  step: 1 | 2 | 3;
  captchaRequired: boolean;
  /** True when the phone belongs to an existing user; else registration follows the code. */
  userExists: boolean;
  confirmationType: 'sms' | 'flashcall' | 'yaid' | 'mobid';
  resendTimeout: number;
  message: string | null;
  code: ApiErrorCode | null;
}

/** POST /auth/authenticate */
export interface AuthAuthenticateRequest {
  code: string;
  phone: string;
  /** Default 'login_form'. */
  source?: string;
}
export interface AuthAuthenticateResponse {
  success: boolean;
  /** Next step: 4 registration when the phone is new, else null (done). */
  step: 4 | null;
  registrationRequired: boolean;
  user: User | null;
  message: string | null;
  code: ApiErrorCode | null;
}

/** POST /registration (after a confirmed code for a new phone) */
export interface RegistrationRequest {
  phone: string;
  name: string;
  surname: string;
  email: string;
  birthday?: string;
  isSubscribed?: boolean;
}
export interface RegistrationResponse {
  success: boolean;
  user: User | null;
  message: string | null;
  errors: Record<string, string[]> | null;
}

/** GET /captcha */
export interface CaptchaResponse {
  /** data: URL of an SVG image. */
  image: string;
  token: string;
}

/**
 * POST /oauth: what the identity provider sent back to /ya-callback (authorization-code flow,
 * begun at GET /oauth/yandex/authorize). Who logs in comes from the provider, not from here.
 */
export interface OAuthRequest {
  provider: 'yandex';
  code: string;
  state: string;
}
export interface OAuthResponse {
  success: boolean;
  data: { user: User | null };
  message: string | null;
}

// ---------------------------------------------------------------- content

/** GET /api/v1/services/{key} — the client returns data.data. */
export interface ServiceContent {
  key: string;
  title: string;
  /** HTML-free text with blank-line separated paragraphs. */
  body: string;
  locale: Locale;
}
export interface ServiceResponse {
  data: { data: ServiceContent };
}

/** GET /content/pages/{slug}?locale=ru|en (backend addition) */
export interface ContentPageResponse {
  title: string;
  body: string;
}

// ---------------------------------------------------------------- orders

/** POST /order/create/v2 — body is OrderData (§3) */
export type OrderCreateRequest = OrderData;
export type { OrderCreateResponse } from './entities';

/** GET /order/success-data/{id} */
export type OrderSuccessDataResponse = OrderSuccessData;

// ---------------------------------------------------------------- location

/** POST /location/set-country */
export interface SetCountryRequest {
  countryCode: string;
}
export interface SetCountryResponse {
  countryChanged: boolean;
  location: Location;
  currency: CurrencyCode;
}

/** POST /domain-by-country/{code} */
export interface DomainByCountryRequest {
  url: string;
}
export interface DomainByCountryResponse {
  domain: string;
  country_name: string;
  redirect_url: string;
}

/** POST /location */
export interface LocationRequest {
  country_iso_code: string;
  city?: string;
  region?: string;
  beltway_hit?: boolean;
  beltway_distance?: number | null;
}
export interface LocationResponse {
  reload: boolean;
  location: Location;
}

/** GET /location/countries (backend addition): the countries the location popup offers. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the interface language. */
  name: string;
}
export interface CountriesResponse {
  countries: CountryOption[];
}

/** GET /location/cities?country&q (backend addition): cities of a country, by name. */
export interface CityOption {
  city: string;
  region: string;
  country_iso_code: string;
  beltway_hit: boolean;
}
export interface CitiesResponse {
  cities: CityOption[];
}

/**
 * Answer header of POST /pd/frontend/common_data naming the host of the other storefront when
 * the visitor's location belongs to it (spec §7: "a domain-redirect header sets the domain").
 */
export const DOMAIN_REDIRECT_HEADER = 'x-shop-domain-redirect';

/**
 * Request header of a server render's API calls (ADR 13): the currency the visitor's page is
 * rendered in, which the render's calls carry no cookie to say. The API believes it from the
 * shell's server only; the shell's /api edge drops it from browsers' calls.
 */
export const CURRENCY_HEADER = 'x-shop-currency';

/** POST /subscriber-exists */
export interface SubscriberExistsRequest {
  email: string;
}
export type SubscriberExistsResponse = SubscriberCheckResponse;

// ---------------------------------------------------------------- main page / common data

/** GET /main-page */
export type MainPageResponse = MainPage;

/** POST /pd/frontend/common_data */
export interface CommonDataRequest {
  /** Current page path (informative). */
  url?: string;
  data?: Record<string, string | number | boolean | null>;
}
export interface CommonDataResponse {
  user: { user: User; cartData: { totalProducts: number } };
  menu: MenuItem[];
  locale: { locale: Locale; storefront: Storefront; currency: CurrencyCode; location: Location };
}

/** GET /pd/frontend/bestsellers */
export interface BestsellersResponse {
  /** Card projections (§2.6); the full product is GET /jewelry/{id}. */
  bestsellers: ListingProduct[];
}

// ---------------------------------------------------------------- catalogue

export type CatalogSort = 'popular' | 'new' | 'price_asc' | 'price_desc';

export interface CatalogShowParameters {
  sort?: CatalogSort;
  price_from?: number;
  price_to?: number;
  /** Designer id(s). */
  designer?: string | string[];
  /** Category id(s). */
  category?: string | string[];
  in_stock?: boolean;
  /** Tag code(s). */
  tags?: string | string[];
}

/**
 * POST /catalog/show and POST /tags/show.
 * `url` for catalog: '' (all), '/new', '/sale', '/men', '/{category}', '/{category}/{sub-id}',
 * '/jewelry', '/designers/{id}', '/trend/{id}', '/search/{query}'.
 * For tags: '/{tagCode}'.
 */
export interface CatalogShowRequest {
  url: string;
  /** Default 48, max 48. */
  limit?: number;
  offset?: number;
  parameters?: CatalogShowParameters;
}
export interface CatalogFilterOption {
  id: string;
  name: string;
  count: number;
}
/** What a search listing searched for (url '/search/{query}'). */
export interface CatalogSearchInfo {
  /** The query as typed. */
  query: string;
  /**
   * Set when no product had the words as typed: the closest words of the catalogue that find
   * something ("showing results for «кольцо»"); the listing shows their results.
   */
  correctedQuery?: string;
}
export interface CatalogShowResult {
  quantity: number;
  /** Card projections (§2.6); the full product is GET /jewelry/{id}. */
  products: ListingProduct[];
  limit: number;
  offset: number;
  title: string;
  /** Facets of the listing before parameters are applied. */
  filters: {
    designers: CatalogFilterOption[];
    categories: CatalogFilterOption[];
    tags: CatalogFilterOption[];
    price: { min: number; max: number };
  };
  /** Search listings only. */
  search?: CatalogSearchInfo;
}
export interface CatalogShowResponse {
  result: CatalogShowResult;
}
export type TagsShowRequest = CatalogShowRequest;
export type TagsShowResponse = CatalogShowResponse;

/** A designer or category the search field suggests. */
export interface SearchSuggestLink {
  id: string;
  /** In the storefront's language. */
  name: string;
  /** e.g. '/designers/volna', '/catalog/rings'. */
  url: string;
}

/** GET /search/suggest?q= (backend addition): what the search field offers while typing. */
export interface SearchSuggestResponse {
  query: string;
  /** Set when nothing matched as typed: the suggestions are for these closest known words. */
  correctedQuery?: string;
  /** At most 6, most relevant first; `photo` is the small (320 px) picture. */
  products: ProductShort[];
  /** At most 3 each. */
  designers: SearchSuggestLink[];
  categories: SearchSuggestLink[];
}

/** GET /designers (backend addition) */
export interface DesignersResponse {
  designers: Designer[];
}

/** GET /trends: the trends of the /trend index (backend addition) */
export interface TrendsResponse {
  trends: Trend[];
}

/** GET /designers/{id} (backend addition) */
export interface DesignerResponse {
  designer: Designer;
}

/** GET /jewelry/{idOrSlug} (backend addition) */
export interface ProductResponse {
  product: Product;
}

// ---------------------------------------------------------------- favorites

/** POST /favorites/show */
export interface FavoritesShowRequest {
  /** Product ids (guests send their local list; users may omit it). */
  favorites?: number[];
  page?: number;
  /** Default 'desc' (most recently added first). */
  sort?: 'asc' | 'desc';
  /** Default true. */
  inStock?: boolean;
}
export interface FavoritesShowResponse {
  result: {
    products: Product[];
    favoriteItemIds: number[];
    quantity: number;
    page: number;
    pages: number;
  };
}

/** POST /favorites/{id}, DELETE /favorites/{id}, DELETE /favorites/ */
export interface FavoritesChangeResponse {
  result: boolean;
  favoriteItemIds: number[];
}
export interface FavoritesDeleteManyRequest {
  items: number[];
}

/** POST /favorites/merge — a guest list merged into the user's on login, in one call. */
export interface FavoritesMergeRequest {
  items: number[];
}

/** POST /favorites/items — maps SKU ids to their product ids. */
export interface FavoritesItemsRequest {
  sku_ids: number[];
}
export interface FavoritesItemsResponse {
  item_ids: number[];
}

// ---------------------------------------------------------------- pickup points

/** Query of GET /api/pickup-points/map/ and /list/ (arrays serialized as key[]=…). */
export interface PickupPointsQuery {
  country?: string;
  city?: string;
  provider?: string[];
  /** Exact point ids (a point known only from the map answer). */
  id?: string[];
  /** Bounding box "lat1,lng1,lat2,lng2" for the map. */
  bbox?: string;
  search?: string;
  /** A part of the address, name, code or city, in any case (the chooser's search field). */
  q?: string;
  cursor?: string;
  /** Default and max 50. */
  per_page?: number;
}
export interface PickupPointsMapResponse {
  data: {
    /** `name` and `address` (city first) label the map's point buttons. */
    points: {
      id: string;
      lat: number;
      lng: number;
      providerId: string;
      name: string;
      address: string;
    }[];
    total: number;
  };
}
export interface PickupPointsListResponse {
  data: { items: PickupPoint[]; next_cursor: string | null; total: number; per_page: number };
}
export interface PickupProvidersResponse {
  data: PickupProvider[];
}

// ---------------------------------------------------------------- deposits / certificates

/** GET /image-certificates */
export interface CertificateImagesResponse {
  images: CertificateImage[];
}

/** GET /deposits_design */
export interface DepositDesignsResponse {
  data: DepositDesign[];
}

/** POST /order/deposits/create */
export interface DepositOrderCreateRequest {
  deposits: DepositOrderItem[];
  email: string;
  phone: string;
  fio: string;
  /** Default 13 (§9). */
  payment_method_id?: number;
}
export type DepositOrderCreateResponse = OrderCreateResponse;

/** POST /deposit/{depositId} */
export interface GiftDepositRequest {
  authCode: string;
}
export interface GiftDepositResponse {
  success: boolean;
  data: GiftDeposit | null;
  messages: string[];
}

/** POST /deposit/{depositId}/add_to_profile */
export interface GiftDepositAddToProfileResponse {
  success: boolean;
  messages: string[];
}

// ---------------------------------------------------------------- cart

/** Calculation context of §4/§7, accepted by every cart call. */
export interface CartCalculateRequest {
  spend_bonuses?: boolean;
  pickup_point_id?: string | null;
  delivery?: {
    items?: { id: string; quantity: number }[];
    country?: string;
    region?: string;
    city?: string;
    /** Beltway (KAD/MKAD) zone: 'inside' | 'outside'. */
    kadType?: string;
    kadDistance?: number | null;
  };
  delivery_method_id?: number | null;
  payment_method_id?: number | null;
}

export interface CartResponse {
  result: boolean;
  cartData: CartData;
  error?: string | null;
  message?: string | null;
  code?: string | null;
}
export type CartCalculateResponse = CartResponse;

/** POST /cart/add */
export interface CartAddRequest extends CartCalculateRequest {
  /** Product id; the first SKU in stock is used when sku_id is absent. */
  product_id?: number;
  sku_id?: number;
  quantity?: number;
  characteristics?: { text?: string };
}
export type CartAddResponse = CartResponse;

/** POST /cart/{action} */
export type CartAction =
  | 'increase'
  | 'decrease'
  | 'set-quantity'
  | 'remove'
  | 'clear'
  | 'add-promocode'
  | 'remove-promocode'
  | 'add-certificate'
  | 'remove-certificate'
  | 'add-deposit'
  | 'remove-deposit';
export interface CartActionRequest extends CartCalculateRequest {
  /** Cart line id (for quantity actions and remove). */
  id?: string;
  quantity?: number;
  /** Promo or certificate code. */
  code?: string;
  deposit?: DepositOrderItem;
  /** Deposit index for remove-deposit. */
  index?: number;
}
export type CartActionResponse = CartResponse;

// ---------------------------------------------------------------- dev-only (absent in production)

/** GET /dev/last-sms?phone=… */
export interface DevLastSmsResponse {
  phone: string;
  code: string;
  sentAt: string;
  /** How the code went out; a flashcall's code is the last four digits of callerNumber. */
  confirmationType?: AuthIdentificationResponse['confirmationType'];
  callerNumber?: string | null;
}
/** GET /dev/order-deposits/{orderId}: the gift deposits an order created (E2E activates one). */
export interface DevOrderDepositsResponse {
  deposits: { id: string; authCode: string }[];
}
/** POST /dev/sku-stock: the SKU's stock is set; the previous one lets a test restore it. */
export interface DevSkuStockResponse {
  skuId: number;
  stock: number;
  previousStock: number;
}
/** GET /dev/captcha/{token} */
export interface DevCaptchaResponse {
  token: string;
  answer: string;
}
