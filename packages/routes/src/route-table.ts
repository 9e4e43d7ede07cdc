import type { LayoutName, RouteOwner } from '@shop/types';

/**
 * What a page the browser renders shows besides its owner's code: another remote's exposed
 * component and the public API reads its first render waits for. The shell's edge announces
 * them in the page's HTML, so they load with the page's own files instead of one after the
 * other once its code runs (ADR 40). Only hints: a page that shows none of it loses nothing
 * but the bytes.
 */
export interface PageCompanions {
  /** Another remote's exposed component (its expose name without "./"). */
  pieces?: readonly { remote: Exclude<RouteOwner, 'shell'>; expose: string }[];
  /** GET paths under /api, asked with the visitor's cookies (one answer per visitor). */
  reads?: readonly string[];
}

export interface RouteDefinition {
  /** Stable name; also the key of the page title, `route.<name>`. */
  name: string;
  /** `:param` is one segment, `:param?` an optional last one, `*` the rest of the path. */
  pattern: string;
  owner: RouteOwner;
  layout: LayoutName;
  companions?: PageCompanions;
}

/** Static pages of docs/product/02-screens.md#static-pages that the shell renders from the content store. */
export const STATIC_PAGES = [
  'about',
  'career',
  'caring-for-jewelry',
  'certificates-and-promo-rules',
  'contacts',
  'delete-app-account',
  'delivery',
  'dolyame',
  'dostavka-i-oplata',
  'dropofmagic',
  'gallery',
  'garantii',
  'loyalty-program-rules',
  'lpbally',
  'lpsale',
  'mobile-app-license',
  'oferta',
  'payment',
  'personal-data-agreement',
  'piercing',
  'polozhenie-ob-obrabotke-i-zashchite-personalnykh-dannykh',
  'press',
  'privacy',
  'promotion',
  'referral-program',
  'returns',
  'shops',
  'soglashenie-ob-ispolzovanii-polzovatelskih-materialov',
  'stores',
  'streams',
  'terms',
  'ukhod-za-ukrasheniyami',
  'vozvrat',
  'warranty',
  'landings/loyalty-program',
  'landings/offline-subscription',
  'landings/online-subscription',
  'landings/tablet-subscription',
] as const;

export type StaticPageSlug = (typeof STATIC_PAGES)[number];

/** Promotional pages drawn without the shop's navigation (docs/product/02-screens.md#layouts). */
const LANDING_PAGES: ReadonlySet<string> = new Set([
  'dropofmagic',
  'lpbally',
  'lpsale',
  'landings/loyalty-program',
  'landings/offline-subscription',
  'landings/online-subscription',
  'landings/tablet-subscription',
]);

const page = (
  name: string,
  pattern: string,
  owner: RouteOwner,
  companions?: PageCompanions,
): RouteDefinition => ({
  name,
  pattern,
  owner,
  layout: 'default',
  ...(companions ? { companions } : {}),
});

/**
 * The one route table of docs/product/02-screens.md#static-pages, docs/product/02-screens.md#parametrised-routes. Order matters: the first match wins.
 * `/jewelry/:id` is the product page; every path under `/catalog` is a listing
 * whose filter is the part after `/catalog` (docs/adr/0003).
 */
export const ROUTES: readonly RouteDefinition[] = [
  page('home', '/', 'catalog'),
  page('catalog', '/catalog', 'catalog'),
  page('catalog-listing', '/catalog/*', 'catalog'),
  page('jewelry', '/jewelry', 'catalog'),
  page('product', '/jewelry/:id', 'catalog'),
  page('designers', '/designers', 'catalog'),
  page('designer', '/designers/:id', 'catalog'),
  page('search', '/search', 'catalog'),
  page('search-results', '/search/:id', 'catalog'),
  page('trend', '/trend', 'catalog'),
  page('trend-item', '/trend/:id', 'catalog'),
  page('tag', '/tags/:id', 'catalog'),
  // The cart's first view is read (ADR 41); an empty cart shows the catalog's bestsellers (its
  // largest paint); the calculation after it needs the session's CSRF token
  // (docs/product/07-calls.md#cart).
  page('cart', '/cart', 'cart-checkout', {
    pieces: [{ remote: 'catalog', expose: 'BestsellersSlider' }],
    reads: ['/cart', '/pd/frontend/bestsellers', '/token'],
  }),
  page('order-success', '/order-success/:id?', 'cart-checkout'),
  page('profile', '/profile', 'profile-auth'),
  page('ya-callback', '/ya-callback', 'profile-auth'),
  page('certificate', '/certificate', 'certificates'),
  page('certificate-info', '/certificate-info', 'certificates'),
  page('get-certificate', '/get-certificate/:id?', 'certificates'),
  page('wishlist', '/wishlist', 'favorites'),
  page('not-found', '/404', 'shell'),
  ...STATIC_PAGES.map((slug): RouteDefinition => ({
    name: slug,
    pattern: `/${slug}`,
    owner: 'shell',
    layout: LANDING_PAGES.has(slug) ? 'landing' : 'default',
  })),
];
