/** One typed function per call of docs/product/07-calls.md (plus the backend's documented additions). */
import type {
  AuthAuthenticateRequest,
  AuthAuthenticateResponse,
  AuthIdentificationRequest,
  AuthIdentificationResponse,
  BestsellersResponse,
  CaptchaResponse,
  CartAction,
  CartActionRequest,
  CartAddRequest,
  CartCalculateRequest,
  CartResponse,
  CatalogShowRequest,
  CatalogShowResponse,
  CertificateImagesResponse,
  CitiesResponse,
  CommonDataRequest,
  CommonDataResponse,
  ContentPageResponse,
  JobApplicationFields,
  JobApplicationResponse,
  CountriesResponse,
  DepositDesignsResponse,
  DepositOrderCreateRequest,
  DepositOrderCreateResponse,
  DesignerResponse,
  DesignersResponse,
  DomainByCountryResponse,
  FavoritesChangeResponse,
  FavoritesItemsResponse,
  FavoritesShowRequest,
  FavoritesShowResponse,
  GiftDepositAddToProfileResponse,
  GiftDepositResponse,
  Locale,
  LocationRequest,
  LocationResponse,
  LogoutResponse,
  MainPageResponse,
  OAuthRequest,
  OAuthResponse,
  OrderCreateRequest,
  OrderCreateResponse,
  OrderSuccessDataResponse,
  PhoneConfirmRequest,
  PhoneConfirmResponse,
  PhoneSendCodeResponse,
  PickupPointsListResponse,
  PickupPointsMapResponse,
  PickupPointsQuery,
  PickupProvidersResponse,
  ProductResponse,
  ProfileBonusesResponse,
  ProfileCertificatesResponse,
  ProfileInfoResponse,
  ProfileOrdersResponse,
  ProfileRefundsResponse,
  ProfileSaveRequest,
  ProfileSaveResponse,
  ProfileSubscriptionResponse,
  RefundCreateRequest,
  RefundCreateResponse,
  RegistrationRequest,
  RegistrationResponse,
  SearchSuggestResponse,
  ServiceContent,
  ServiceResponse,
  SetCountryResponse,
  Shop,
  SubscriberExistsResponse,
  TokenResponse,
  TrendsResponse,
  UserAddressResponse,
} from '@shop/types';
import { type ApiClientOptions, type CallOptions, HttpTransport } from './http';

const enc = encodeURIComponent;

export function createApiClient(options: ApiClientOptions = {}) {
  const http = new HttpTransport(options);
  const get = <T>(path: string, call?: CallOptions, query?: Parameters<HttpTransport['url']>[1]) =>
    http.request<T>({ method: 'GET', path, ...(query ? { query } : {}) }, call);
  const post = <T>(path: string, body: unknown, call?: CallOptions, csrf = true) =>
    http.request<T>({ method: 'POST', path, body: body ?? {}, csrf }, call);
  const del = <T>(path: string, body?: unknown, call?: CallOptions) =>
    http.request<T>({ method: 'DELETE', path, ...(body === undefined ? {} : { body }) }, call);

  return {
    /** The transport (for tests and rare custom calls). */
    http,

    // token / session
    getToken: async (): Promise<TokenResponse> => ({ csrfToken: await http.token(true) }),
    logout: (call?: CallOptions) => get<LogoutResponse>('/logout', call),

    // profile (401 → onUnauthorized)
    getProfileInfo: (call?: CallOptions) => get<ProfileInfoResponse>('/profile/info', call),
    getProfileOrders: (call?: CallOptions) => get<ProfileOrdersResponse>('/profile/orders', call),
    getProfileCertificates: (call?: CallOptions) =>
      get<ProfileCertificatesResponse>('/profile/certificates', call),
    getProfileBonuses: (call?: CallOptions) =>
      get<ProfileBonusesResponse>('/profile/bonuses', call),
    getUserAddress: (call?: CallOptions) => get<UserAddressResponse>('/profile/user_address', call),
    saveProfileInfo: (body: ProfileSaveRequest, call?: CallOptions) =>
      post<ProfileSaveResponse>('/profile/info', body, call),
    setSubscription: (isSubscribed: boolean, call?: CallOptions) =>
      post<ProfileSubscriptionResponse>('/profile/subscription', { isSubscribed }, call),
    /** The customer's refund requests with their state (ADR 0026). */
    getProfileRefunds: (call?: CallOptions) =>
      get<ProfileRefundsResponse>('/profile/refunds', call),
    /** Asks to return items of one of the customer's orders. */
    createRefund: (orderId: number, body: RefundCreateRequest, call?: CallOptions) =>
      post<RefundCreateResponse>(`/profile/orders/${orderId}/refunds`, body, call),

    // phone confirmation and auth
    sendPhoneCode: (phone: string, call?: CallOptions) =>
      post<PhoneSendCodeResponse>('/phone/send_code', { phone }, call),
    confirmPhone: (body: PhoneConfirmRequest, call?: CallOptions) =>
      post<PhoneConfirmResponse>('/phone/confirm', body, call),
    authIdentification: (body: AuthIdentificationRequest, call?: CallOptions) =>
      post<AuthIdentificationResponse>('/auth/identification', body, call),
    authAuthenticate: (body: AuthAuthenticateRequest, call?: CallOptions) =>
      post<AuthAuthenticateResponse>('/auth/authenticate', { source: 'login_form', ...body }, call),
    register: (body: RegistrationRequest, call?: CallOptions) =>
      post<RegistrationResponse>('/registration', body, call),
    getCaptcha: (call?: CallOptions) => get<CaptchaResponse>('/captcha', call),
    oauth: (body: OAuthRequest, call?: CallOptions) => post<OAuthResponse>('/oauth', body, call),

    // content
    /** Answers data.data of GET /api/v1/services/{key}. */
    getService: async (key: string, call?: CallOptions): Promise<ServiceContent> =>
      (await get<ServiceResponse>(`/api/v1/services/${enc(key)}`, call)).data.data,
    getContentPage: (slug: string, locale: Locale, call?: CallOptions) =>
      get<ContentPageResponse>(`/content/pages/${slug.split('/').map(enc).join('/')}`, call, {
        locale,
      }),
    getMainPage: (call?: CallOptions) => get<MainPageResponse>('/main-page', call),
    getCommonData: (body: CommonDataRequest = {}, call?: CallOptions) =>
      post<CommonDataResponse>('/pd/frontend/common_data', body, call, false),
    subscriberExists: (email: string, call?: CallOptions) =>
      post<SubscriberExistsResponse>('/subscriber-exists', { email }, call, false),
    getShops: (call?: CallOptions) => get<{ shops: Shop[] }>('/shops', call),
    /** A job application from the career page: multipart, the résumé as the file `resume`. */
    applyForJob: (
      fields: JobApplicationFields,
      resume: Blob,
      fileName: string,
      call?: CallOptions,
    ) => {
      const form = new FormData();
      form.append('name', fields.name);
      form.append('contact', fields.contact);
      form.append('resume', resume, fileName);
      return post<JobApplicationResponse>('/careers/applications', form, call);
    },

    // catalogue
    showCatalog: (body: CatalogShowRequest, call?: CallOptions) =>
      post<CatalogShowResponse>('/catalog/show', body, call, false),
    showTags: (body: CatalogShowRequest, call?: CallOptions) =>
      post<CatalogShowResponse>('/tags/show', body, call, false),
    /** POST /{fetchUrl}/show for a banner's product query. */
    showSection: (fetchUrl: string, body: CatalogShowRequest, call?: CallOptions) =>
      post<CatalogShowResponse>(`/${fetchUrl.replace(/^\/+|\/+$/g, '')}/show`, body, call, false),
    getBestsellers: (call?: CallOptions) =>
      get<BestsellersResponse>('/pd/frontend/bestsellers', call),
    getProduct: (idOrSlug: number | string, call?: CallOptions) =>
      get<ProductResponse>(`/jewelry/${enc(String(idOrSlug))}`, call),
    getDesigners: (call?: CallOptions) => get<DesignersResponse>('/designers', call),
    getDesigner: (id: string, call?: CallOptions) =>
      get<DesignerResponse>(`/designers/${enc(id)}`, call),
    /** Suggestions while typing (pass a fresh signal per keystroke and abort the previous one). */
    searchSuggest: (q: string, call?: CallOptions) =>
      get<SearchSuggestResponse>('/search/suggest', call, { q }),
    getTrends: (call?: CallOptions) => get<TrendsResponse>('/trends', call),

    // cart and orders
    /** The cart as its page first shows it, read only: the edge preloads it with the page (ADR 41). */
    readCart: (call?: CallOptions) => get<CartResponse>('/cart', call),
    calculateCart: (body: CartCalculateRequest = {}, call?: CallOptions) =>
      post<CartResponse>('/cart/calculate', body, call),
    addToCart: (body: CartAddRequest, call?: CallOptions) =>
      post<CartResponse>('/cart/add', body, call),
    cartAction: (action: CartAction, body: CartActionRequest = {}, call?: CallOptions) =>
      post<CartResponse>(`/cart/${action}`, body, call),
    createOrder: (body: Partial<OrderCreateRequest>, call?: CallOptions) =>
      post<OrderCreateResponse>('/order/create/v2', body, call),
    getOrderSuccessData: (id: number | string, call?: CallOptions) =>
      get<OrderSuccessDataResponse>(`/order/success-data/${enc(String(id))}`, call),

    // location
    setCountry: (countryCode: string, call?: CallOptions) =>
      post<SetCountryResponse>('/location/set-country', { countryCode }, call),
    setLocation: (body: LocationRequest, call?: CallOptions) =>
      post<LocationResponse>('/location', body, call),
    getDomainByCountry: (code: string, url: string, call?: CallOptions) =>
      post<DomainByCountryResponse>(`/domain-by-country/${enc(code)}`, { url }, call, false),
    getCountries: (call?: CallOptions) => get<CountriesResponse>('/location/countries', call),
    /** Cities of a country whose name starts with `q` (either language). */
    getCities: (country: string, q: string, call?: CallOptions) =>
      get<CitiesResponse>('/location/cities', call, { country, q }),

    // favorites
    showFavorites: (body: FavoritesShowRequest = {}, call?: CallOptions) =>
      post<FavoritesShowResponse>('/favorites/show', body, call, false),
    addFavorite: (id: number, call?: CallOptions) =>
      post<FavoritesChangeResponse>(`/favorites/${id}`, {}, call),
    removeFavorite: (id: number, call?: CallOptions) =>
      del<FavoritesChangeResponse>(`/favorites/${id}`, undefined, call),
    removeFavorites: (items: number[], call?: CallOptions) =>
      del<FavoritesChangeResponse>('/favorites/', { items }, call),
    /** One call for a whole guest list on login; answers the merged server list. */
    mergeFavorites: (items: number[], call?: CallOptions) =>
      post<FavoritesChangeResponse>('/favorites/merge', { items }, call),
    getFavoriteItems: (skuIds: number[], call?: CallOptions) =>
      post<FavoritesItemsResponse>('/favorites/items', { sku_ids: skuIds }, call, false),

    // pickup points (a new request should pass a fresh signal and abort the previous one)
    getPickupPointsMap: (query: PickupPointsQuery = {}, call?: CallOptions) =>
      get<PickupPointsMapResponse>('/api/pickup-points/map/', call, { ...query }),
    getPickupPointsList: (query: PickupPointsQuery = {}, call?: CallOptions) =>
      get<PickupPointsListResponse>('/api/pickup-points/list/', call, { ...query }),
    getPickupProviders: (call?: CallOptions) =>
      get<PickupProvidersResponse>('/api/pickup-points/providers', call),

    // certificates and deposits
    getCertificateImages: (call?: CallOptions) =>
      get<CertificateImagesResponse>('/image-certificates', call),
    getDepositDesigns: (call?: CallOptions) =>
      get<DepositDesignsResponse>('/deposits_design', call),
    createDepositOrder: (body: DepositOrderCreateRequest, call?: CallOptions) =>
      post<DepositOrderCreateResponse>('/order/deposits/create', body, call),
    getGiftDeposit: (depositId: string, authCode: string, call?: CallOptions) =>
      post<GiftDepositResponse>(`/deposit/${enc(depositId)}`, { authCode }, call, false),
    addGiftDepositToProfile: (depositId: string, authCode: string, call?: CallOptions) =>
      post<GiftDepositAddToProfileResponse>(
        `/deposit/${enc(depositId)}/add_to_profile`,
        { authCode },
        call,
      ),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
