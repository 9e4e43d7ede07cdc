import { test as base, expect } from '@playwright/test';
import { WINTER_SALE_POPUP_COOKIE } from '@shop/storefront';
import type { Storefront } from '@shop/types';
import { ShellChrome } from './pages/shell-chrome';

export interface ShopOptions {
  storefront: Storefront;
  /**
   * The visitor has already seen the winter-sale popup, which otherwise opens by itself on
   * home and catalogue pages (shell-popups.spec.ts turns this off to test it).
   */
  winterSaleSeen: boolean;
}

/** Every host the specs visit (storefronts, the side shops' localhost origins). */
const VISITED_HOSTS = ['shop.test.ru', 'shop.test.com', 'localhost', '127.0.0.1'];

interface ShopFixtures {
  chrome: ShellChrome;
}

/** Every spec runs once per storefront project: `.ru` and `.com` hosts. */
export const test = base.extend<ShopOptions & ShopFixtures>({
  storefront: ['ru', { option: true }],
  winterSaleSeen: [true, { option: true }],
  context: async ({ context, winterSaleSeen }, use) => {
    if (winterSaleSeen) {
      const shownAt = String(Date.now());
      await context.addCookies(
        VISITED_HOSTS.map((domain) => ({
          name: WINTER_SALE_POPUP_COOKIE,
          value: shownAt,
          domain,
          path: '/',
        })),
      );
    }
    await use(context);
  },
  chrome: async ({ page, storefront }, use) => {
    await use(new ShellChrome(page, storefront));
  },
});

export { expect };
