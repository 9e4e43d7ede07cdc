import { test as base, expect } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { ShellChrome } from './pages/shell-chrome';

export interface ShopOptions {
  storefront: Storefront;
}

interface ShopFixtures {
  chrome: ShellChrome;
}

/** Every spec runs once per storefront project: `.ru` and `.com` hosts. */
export const test = base.extend<ShopOptions & ShopFixtures>({
  storefront: ['ru', { option: true }],
  chrome: async ({ page, storefront }, use) => {
    await use(new ShellChrome(page, storefront));
  },
});

export { expect };
