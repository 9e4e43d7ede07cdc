import {
  ANALYTICS_VIEW_THRESHOLD,
  ERROR_REPORTING_TRACE_SAMPLE_RATE,
  PAGE_VIEW_EVENT_DELAY_MS,
} from './analytics';
import { AUTH_CODE_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits';
import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET, IMAGE_BREAKPOINTS } from './breakpoints';
import {
  CERTIFICATE_AMOUNT_MAX,
  CERTIFICATE_AMOUNT_MIN,
  DEFAULT_DEPOSIT_PAYMENT_METHOD_ID,
} from './certificate-limits';
import {
  ATTRIBUTION_COOKIE_MAX_AGE_S,
  GEOLOCATION_COOKIE,
  GEOLOCATION_COOKIE_MAX_AGE_S,
  SAVED_ORDER_DATA_STORAGE_KEY,
  WINTER_SALE_POPUP_COOKIE,
  WINTER_SALE_POPUP_COOKIE_MAX_AGE_S,
} from './cookies';
import { CURRENCY_BY_COUNTRY, FALLBACK_CURRENCY } from './currency-for-country';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from './date-limits';
import { DEFAULT_LOCATIONS } from './default-locations';
import {
  EXPRESS_DELIVERY_CUTOFF_HOUR,
  MOSCOW_UTC_OFFSET_HOURS,
  SAME_DAY_DELIVERY_CUTOFF_HOUR,
} from './delivery-cutoffs';
import { MAIN_PAGE_BANNER_SPLIT } from './main-page-banners';
import { DEFAULT_MINIMUM_PRICE } from './minimum-price';
import { CATALOG_PAGE_SIZE, FAVORITES_PAGE_SIZE, PICKUP_POINTS_PER_PAGE } from './page-sizes';
import {
  CARD_MAX_TAGS,
  CARD_VISIBLE_MODIFICATIONS,
  CARD_VISIBLE_SYMBOL_MODIFICATIONS,
} from './product-card';
import { SHOP_IDS } from './shops';
import { DESKTOP_SLIDER_GROUP_SIZE, MOBILE_SLIDES_PER_VIEW } from './slider';
import {
  PROFILE_SESSION_FLAGS_TTL_MS,
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_THROTTLE_MS,
  RELOAD_GUARD_MS,
} from './timings';

// One row per row of docs/product/09-constants.md (a row with several values gives several entries).
describe('business constants of docs/product/09-constants.md', () => {
  it.each<[string, unknown, unknown]>([
    [
      'Currency by country',
      [CURRENCY_BY_COUNTRY, FALLBACK_CURRENCY],
      [{ RU: 'RUB', AE: 'AED' }, 'USD'],
    ],
    ['Certificate amount', [CERTIFICATE_AMOUNT_MIN, CERTIFICATE_AMOUNT_MAX], [1000, 200000]],
    ['Password minimum', PASSWORD_MIN_LENGTH, 6],
    ['Auth code', AUTH_CODE_LENGTH, 4],
    ['Date years', [DATE_YEAR_MIN, DATE_YEAR_MAX], [1900, 2050]],
    ['Express delivery cutoff', EXPRESS_DELIVERY_CUTOFF_HOUR, 16],
    ['Same-day delivery cutoff', SAME_DAY_DELIVERY_CUTOFF_HOUR, 13],
    ['Card tags', CARD_MAX_TAGS, 2],
    [
      'Modification variants on card',
      [CARD_VISIBLE_MODIFICATIONS, CARD_VISIBLE_SYMBOL_MODIFICATIONS],
      [3, 7],
    ],
    ['Catalogue page size', CATALOG_PAGE_SIZE, 48],
    ['Favorites page size', FAVORITES_PAGE_SIZE, 20],
    ['Pickup list per_page', PICKUP_POINTS_PER_PAGE, 50],
    ['Main page banners split', MAIN_PAGE_BANNER_SPLIT, [3, 3]],
    ['Minimum price default', DEFAULT_MINIMUM_PRICE, { ru: 900, en: 20 }],
    ['Breakpoints', [BREAKPOINT_TABLET, BREAKPOINT_DESKTOP], [768, 1200]],
    ['Image breakpoints', IMAGE_BREAKPOINTS, [768, 1024]],
    ['Geolocation cookie (1 year)', GEOLOCATION_COOKIE_MAX_AGE_S, 31536000],
    // Not a spec value: the one name the API writes and the shell clears.
    ['Geolocation cookie name', GEOLOCATION_COOKIE, 'shop_geolocation'],
    // Names the shell and the remotes share (not values of docs/product/09-constants.md, but one spelling for all of them).
    ['Winter-sale popup cookie name', WINTER_SALE_POPUP_COOKIE, 'shop_winter_sale_shown'],
    ['Saved order data storage key', SAVED_ORDER_DATA_STORAGE_KEY, 'shop.orderData'],
    [
      'Default locations',
      [DEFAULT_LOCATIONS.RU.en.city, DEFAULT_LOCATIONS.AE.en.city],
      ['Moscow', 'Dubai'],
    ],
    ['Winter-sale popup cookie', WINTER_SALE_POPUP_COOKIE_MAX_AGE_S, 1209600],
    ['Attribution cookie', ATTRIBUTION_COOKIE_MAX_AGE_S, 2592000],
    [
      'Desktop slider / mobile slides',
      [DESKTOP_SLIDER_GROUP_SIZE, MOBILE_SLIDES_PER_VIEW],
      [4, 2.3],
    ],
    ['Default deposit payment method id', DEFAULT_DEPOSIT_PAYMENT_METHOD_ID, 13],
    ['Moscow time offset', MOSCOW_UTC_OFFSET_HOURS, 3],
    ['Shop ids', SHOP_IDS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [
      'Analytics view threshold / page-view delay',
      [ANALYTICS_VIEW_THRESHOLD, PAGE_VIEW_EVENT_DELAY_MS],
      [0.6, 250],
    ],
    ['Error-reporting trace sample rate', ERROR_REPORTING_TRACE_SAMPLE_RATE, 0.2],
    [
      'Profile session flags and reload guard',
      [PROFILE_SESSION_FLAGS_TTL_MS, RELOAD_GUARD_MS],
      [60000, 60000],
    ],
    ['Progress bar', [PROGRESS_BAR_THROTTLE_MS, PROGRESS_BAR_DURATION_MS], [200, 5000]],
  ])('%s', (_row, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
