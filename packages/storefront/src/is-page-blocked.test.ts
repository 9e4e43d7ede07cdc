import type { Storefront } from '@shop/types';

import { BLOCKED_PAGES } from './blocked-pages';
import { isPageBlocked } from './is-page-blocked';

// The lists of docs/product/02-screens.md#page-blocking-per-storefront, written out here independently of BLOCKED_PAGES.
const RU_BLOCKED = [
  'caring-for-jewelry',
  'delivery',
  'press',
  'privacy',
  'returns',
  'stores',
  'terms',
  'warranty',
  'landings/tablet-subscription',
];

const EN_BLOCKED = [
  'career',
  'certificate',
  'certificate-info',
  'certificates-and-promo-rules',
  'delete-app-account',
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
  'personal-data-agreement',
  'piercing',
  'polozhenie-ob-obrabotke-i-zashchite-personalnykh-dannykh',
  'promotion',
  'shops',
  'soglashenie-ob-ispolzovanii-polzovatelskih-materialov',
  'streams',
  'ukhod-za-ukrasheniyami',
  'vozvrat',
  'landings/loyalty-program',
  'landings/offline-subscription',
  'landings/online-subscription',
  'get-certificate',
];

// Every static page of docs/product/02-screens.md#static-pages except the home page.
const STATIC_PAGES = [
  'about',
  'career',
  'caring-for-jewelry',
  'cart',
  'catalog',
  'certificate',
  'certificate-info',
  'certificates-and-promo-rules',
  'contacts',
  'delete-app-account',
  'delivery',
  'designers',
  'dolyame',
  'dostavka-i-oplata',
  'dropofmagic',
  'gallery',
  'garantii',
  'jewelry',
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
  'profile',
  'promotion',
  'referral-program',
  'returns',
  'search',
  'shops',
  'soglashenie-ob-ispolzovanii-polzovatelskih-materialov',
  'stores',
  'streams',
  'terms',
  'trend',
  'ukhod-za-ukrasheniyami',
  'vozvrat',
  'warranty',
  'wishlist',
  'ya-callback',
  'catalog/men',
  'catalog/new',
  'catalog/sale',
  'landings/loyalty-program',
  'landings/offline-subscription',
  'landings/online-subscription',
  'landings/tablet-subscription',
];

const BLOCKED: Record<Storefront, string[]> = { ru: RU_BLOCKED, en: EN_BLOCKED };
const OTHER: Record<Storefront, Storefront> = { ru: 'en', en: 'ru' };

const encodeFirstLetter = (slug: string): string =>
  `%${slug.charCodeAt(0).toString(16).toUpperCase()}${slug.slice(1)}`;

// Spellings of one page that must all get the same answer.
const variants = (slug: string): string[] => [
  `/${slug}`,
  `/${slug}/`,
  `/${slug.toUpperCase()}`,
  `/${slug.toUpperCase()}/`,
  `/${encodeFirstLetter(slug)}`,
  `//${slug}//`,
  `/${slug}?utm_source=mail&page=2`,
  `/${slug}/#anchor`,
];

const cases = (storefront: Storefront): [Storefront, string][] =>
  BLOCKED[storefront].map((slug) => [storefront, slug]);

describe('isPageBlocked: the lists of docs/product/02-screens.md#page-blocking-per-storefront', () => {
  it.each([...cases('ru'), ...cases('en')])(
    'on %s blocks /%s in every spelling, with a query and nested',
    (storefront, slug) => {
      for (const path of variants(slug)) {
        expect([path, isPageBlocked(storefront, path)]).toEqual([path, true]);
        expect([path, isPageBlocked(storefront, path, '?section=orders')]).toEqual([path, true]);
      }
      expect(isPageBlocked(storefront, `/${slug}/anything/else`)).toBe(true);
    },
  );

  it.each([...cases('ru'), ...cases('en')])(
    'on %s, /%s is still served by the other storefront',
    (storefront, slug) => {
      const other = OTHER[storefront];
      for (const path of variants(slug)) {
        expect([path, isPageBlocked(other, path)]).toEqual([path, false]);
      }
    },
  );

  it.each<Storefront>(['ru', 'en'])(
    'BLOCKED_PAGES.%s holds exactly the spec list',
    (storefront) => {
      const specPaths = BLOCKED[storefront].map((slug) => `/${slug}`);
      const extra = storefront === 'en' ? ['/get-certificates'] : [];
      expect([...BLOCKED_PAGES[storefront]].sort()).toEqual([...specPaths, ...extra].sort());
    },
  );

  it.each<Storefront>(['ru', 'en'])(
    'every stored path on %s is already normalized',
    (storefront) => {
      for (const page of BLOCKED_PAGES[storefront]) {
        expect(page).toMatch(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/);
      }
    },
  );
});

describe('isPageBlocked: pages every storefront serves', () => {
  const served = (storefront: Storefront): [Storefront, string][] =>
    ['', ...STATIC_PAGES]
      .filter((slug) => !BLOCKED[storefront].includes(slug))
      .map((slug) => [storefront, `/${slug}`]);

  it.each([...served('ru'), ...served('en')])('on %s serves %s', (storefront, path) => {
    expect(isPageBlocked(storefront, path)).toBe(false);
    expect(isPageBlocked(storefront, `${path}/`)).toBe(false);
  });

  it.each<[Storefront, string]>([
    ['ru', '/pressa'],
    ['ru', '/press-kit'],
    ['ru', '/about/press'],
    ['ru', '/landings/tablet'],
    ['ru', '/landings'],
    ['ru', '/get-certificate/abc'],
    ['en', '/certificates'],
    ['en', '/landings/tablet-subscription'],
    ['en', '/catalog/new'],
    ['en', '/jewelry/123'],
    ['en', '/%E0%A4%A'],
    ['en', '/%'],
  ])('on %s serves %s (not under a blocked page)', (storefront, path) => {
    expect(isPageBlocked(storefront, path)).toBe(false);
  });
});

describe('isPageBlocked: get-certificate with and without its id on en', () => {
  it.each([
    '/get-certificate',
    '/get-certificate/',
    '/get-certificate/abc123',
    '/Get-Certificate/ABC123/',
    '/get-certificate/abc?auth=1',
    '/get-certificates',
  ])('%s', (path) => {
    expect(isPageBlocked('en', path)).toBe(true);
  });
});

describe('isPageBlocked: nested paths', () => {
  it.each<[Storefront, string]>([
    ['ru', '/press/anything'],
    ['ru', '/delivery/moscow'],
    ['ru', '/landings/tablet-subscription/step-2'],
    ['en', '/certificate/123'],
    ['en', '/landings/online-subscription/x/y'],
    ['ru', '/about/../press'],
  ])('on %s blocks %s', (storefront, path) => {
    expect(isPageBlocked(storefront, path)).toBe(true);
  });
});

describe('isPageBlocked: the English profile sections', () => {
  it.each<[string, string | undefined, boolean]>([
    ['/profile', '?section=bonusesData', true],
    ['/profile', '?section=certificatesData', true],
    ['/profile', 'section=bonusesData', true],
    ['/profile/', '?section=bonusesData', true],
    ['/PROFILE', '?SECTION=BONUSESDATA', true],
    ['/profile', '?Section=certificatesdata', true],
    ['/profile', '?tab=1&section=bonusesData&utm_source=x', true],
    ['/profile', '?section=orders&section=certificatesData', true],
    ['/profile', '?section=%62onusesData', true],
    ['/profile', '?sect%69on=bonusesData', true],
    ['/profile', '?section=bonusesData#top', true],
    ['/profile', '?section=+bonusesData+', true],
    ['/profile?section=bonusesData', undefined, true],
    ['/profile/?section=certificatesData#x', undefined, true],
    ['/profile?a=1', '?section=bonusesData', true],
    ['/profile/orders', '?section=bonusesData', true],
    ['/profile', undefined, false],
    ['/profile', '', false],
    ['/profile', '?', false],
    ['/profile', '?section=orders', false],
    ['/profile', '?section=personalData', false],
    ['/profile', '?section=bonusesDataX', false],
    ['/profile', '?sections=bonusesData', false],
    ['/profile', '?other=bonusesData', false],
    ['/profile#section=bonusesData', undefined, false],
    ['/profiles', '?section=bonusesData', false],
    ['/cart', '?section=bonusesData', false],
    ['/profile', '?section=%E0%A4%A', false],
  ])('en %s %s -> %s', (path, search, expected) => {
    expect(isPageBlocked('en', path, search)).toBe(expected);
  });

  it.each(['?section=bonusesData', '?section=certificatesData'])(
    'ru serves /profile%s',
    (search) => {
      expect(isPageBlocked('ru', '/profile', search)).toBe(false);
      expect(isPageBlocked('ru', `/profile${search}`)).toBe(false);
    },
  );
});
