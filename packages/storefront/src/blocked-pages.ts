import type { Storefront } from '@shop/types';

/** Pages each storefront redirects to /404 (docs/product/02-screens.md#page-blocking-per-storefront), as normalized paths. */
export const BLOCKED_PAGES: Record<Storefront, readonly string[]> = {
  ru: [
    '/caring-for-jewelry',
    '/delivery',
    '/press',
    '/privacy',
    '/returns',
    '/stores',
    '/terms',
    '/warranty',
    '/landings/tablet-subscription',
  ],
  en: [
    '/career',
    '/certificate',
    '/certificate-info',
    '/certificates-and-promo-rules',
    '/delete-app-account',
    '/dolyame',
    '/dostavka-i-oplata',
    '/dropofmagic',
    '/gallery',
    '/garantii',
    '/loyalty-program-rules',
    '/lpbally',
    '/lpsale',
    '/mobile-app-license',
    '/oferta',
    '/personal-data-agreement',
    '/piercing',
    '/polozhenie-ob-obrabotke-i-zashchite-personalnykh-dannykh',
    '/promotion',
    '/shops',
    '/soglashenie-ob-ispolzovanii-polzovatelskih-materialov',
    '/streams',
    '/ukhod-za-ukrasheniyami',
    '/vozvrat',
    '/landings/loyalty-program',
    '/landings/offline-subscription',
    '/landings/online-subscription',
    // The spec calls this page "get-certificates"; the route is /get-certificate/{id?}.
    // Both spellings are blocked so that neither reading lets the page through.
    '/get-certificate',
    '/get-certificates',
  ],
};

/** The profile page path whose sections can be blocked. */
export const PROFILE_PATH = '/profile';

/** Values of the profile `section` query parameter blocked per storefront (docs/product/02-screens.md#page-blocking-per-storefront). */
export const BLOCKED_PROFILE_SECTIONS: Record<Storefront, readonly string[]> = {
  ru: [],
  en: ['bonusesData', 'certificatesData'],
};
