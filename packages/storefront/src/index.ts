export { storefrontForCountry, storefrontFromHost } from './storefront-from-host';
export { normalizePath, safeDecodeUri } from './normalize-path';
export {
  DEFAULT_STOREFRONT_DOMAINS,
  linkHostFor,
  linkHostsOf,
  parseStorefrontDomains,
  storefrontHostFor,
} from './storefront-domains';
export type { LinkHosts, StorefrontDomainPair } from './storefront-domains';
export { BLOCKED_PAGES, BLOCKED_PROFILE_SECTIONS, PROFILE_PATH } from './blocked-pages';
export { isPageBlocked } from './is-page-blocked';
export {
  addedProduct,
  analyticsCartOf,
  analyticsProductOfLine,
  cartLineChanges,
} from './analytics-products';
export {
  CURRENCY_BY_COUNTRY,
  FALLBACK_CURRENCY,
  STOREFRONT_CURRENCY,
  currencyForCountry,
  storefrontCurrency,
} from './currency-for-country';
export { geolocationCountry } from './geolocation-country';
export { DEFAULT_LOCATIONS, defaultLocationFor } from './default-locations';
export type { DefaultLocationCountry } from './default-locations';
export { DEFAULT_MINIMUM_PRICE } from './minimum-price';
export {
  BREAKPOINT_TABLET,
  BREAKPOINT_DESKTOP,
  IMAGE_BREAKPOINTS,
  deviceForWidth,
} from './breakpoints';
export { MAIN_PAGE_BANNER_SPLIT, splitMainPageBanners } from './main-page-banners';
export {
  CERTIFICATE_AMOUNT_MIN,
  CERTIFICATE_AMOUNT_MAX,
  DEFAULT_DEPOSIT_PAYMENT_METHOD_ID,
} from './certificate-limits';
export { AUTH_CODE_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits';
export { DATE_YEAR_MIN, DATE_YEAR_MAX } from './date-limits';
export {
  MOSCOW_UTC_OFFSET_HOURS,
  EXPRESS_DELIVERY_CUTOFF_HOUR,
  SAME_DAY_DELIVERY_CUTOFF_HOUR,
} from './delivery-cutoffs';
export {
  CARD_MAX_TAGS,
  CARD_VISIBLE_MODIFICATIONS,
  CARD_VISIBLE_SYMBOL_MODIFICATIONS,
} from './product-card';
export { CATALOG_PAGE_SIZE, FAVORITES_PAGE_SIZE, PICKUP_POINTS_PER_PAGE } from './page-sizes';
export {
  cookieValue,
  GEOLOCATION_COOKIE,
  GEOLOCATION_COOKIE_MAX_AGE_S,
  SAVED_ORDER_DATA_STORAGE_KEY,
  WINTER_SALE_POPUP_COOKIE,
  WINTER_SALE_POPUP_COOKIE_MAX_AGE_S,
  ATTRIBUTION_COOKIE_MAX_AGE_S,
  ATTRIBUTION_VALUES,
} from './cookies';
export { DESKTOP_SLIDER_GROUP_SIZE, MOBILE_SLIDES_PER_VIEW } from './slider';
export { SHOP_IDS } from './shops';
export type { ShopId } from './shops';
export {
  ANALYTICS_VIEW_THRESHOLD,
  PAGE_VIEW_EVENT_DELAY_MS,
  ERROR_REPORTING_TRACE_SAMPLE_RATE,
} from './analytics';
export {
  PROFILE_SESSION_FLAGS_TTL_MS,
  RELOAD_GUARD_MS,
  PROGRESS_BAR_THROTTLE_MS,
  PROGRESS_BAR_DURATION_MS,
} from './timings';
export {
  DELIVERY_TYPE_IDS,
  DELIVERY_SERVICE_TYPE_IDS,
  DELIVERY_METHODS,
  DEFAULT_DELIVERY_METHOD,
} from './delivery-types';
export { CONTACT_METHOD_IDS, DEFAULT_CONTACT_METHOD_ID } from './contact-methods';
export { AUTH_STEPS } from './auth-steps';
export { ORDER_STEPS } from './order-steps';
export { CART_PAGE_STATES, CART_CONTENT_KINDS } from './cart-page-states';
export { CHECKOUT_ANALYTICS_STEPS } from './checkout-analytics-steps';
export { skuInStock, sizedSkus, needsSizeChoice, skuToAdd } from './product-sizes';
export {
  FAVORITES_STORAGE_KEY,
  favoritesStorage,
  readStoredFavorites,
  toggledFavoriteIds,
  uniqueIds,
  writeStoredFavorites,
} from './favorites-storage';
export type { StoredFavorites } from './favorites-storage';
