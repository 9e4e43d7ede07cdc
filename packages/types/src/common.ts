/** Storefronts of spec §2.4: the Russian (.ru) and the English (.com) one. */
export type Storefront = 'ru' | 'en';

/** Interface languages; a locale follows its storefront. */
export type Locale = 'ru' | 'en';

/** Currencies of spec §1 / §9. */
export type CurrencyCode = 'RUB' | 'USD' | 'AED';

/** The five independently deployed remotes. */
export type RemoteName =
  'catalog' | 'cart-checkout' | 'profile-auth' | 'certificates' | 'favorites';

/** Who renders a route: the shell itself or one remote. */
export type RouteOwner = 'shell' | RemoteName;

/** The two layouts of spec §2.3. */
export type LayoutName = 'default' | 'landing';
