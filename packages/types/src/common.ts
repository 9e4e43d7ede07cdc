/** Storefronts of docs/product/02-screens.md#page-blocking-per-storefront: the Russian (.ru) and the English (.com) one. */
export type Storefront = 'ru' | 'en';

/** Interface languages; a locale follows its storefront. */
export type Locale = 'ru' | 'en';

/** Currencies of docs/product/01-product.md#currency-by-country, docs/product/09-constants.md#money-and-amounts. */
export type CurrencyCode = 'RUB' | 'USD' | 'AED';

/** The five independently deployed remotes. */
export type RemoteName =
  'catalog' | 'cart-checkout' | 'profile-auth' | 'certificates' | 'favorites';

/** Who renders a route: the shell itself or one remote. */
export type RouteOwner = 'shell' | RemoteName;

/** The two layouts of docs/product/02-screens.md#layouts. */
export type LayoutName = 'default' | 'landing';
