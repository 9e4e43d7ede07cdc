import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
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

/**
 * Served pages arrive rendered (ADR 13) before their JavaScript: a click on a button of the
 * served markup before the shell has hydrated it is lost. A shop page says it is ready with
 * `html[data-shop-ready]` (shell bootstrap); other documents (the payment provider's) pass.
 */
async function untilShopReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('shell-main') || document.documentElement.dataset.shopReady,
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * The winter-sale popup counts as shown, so it does not open over a test's clicks. The fixture
 * does it for every test's context; a spec that opens another visitor's context calls it too.
 */
export async function markWinterSaleSeen(context: BrowserContext): Promise<void> {
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

/** Every spec runs once per storefront project: `.ru` and `.com` hosts. */
export const test = base.extend<ShopOptions & ShopFixtures>({
  storefront: ['ru', { option: true }],
  winterSaleSeen: [true, { option: true }],
  context: async ({ context, winterSaleSeen }, use) => {
    if (winterSaleSeen) await markWinterSaleSeen(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const answer = await goto(...args);
      await untilShopReady(page);
      return answer;
    };
    page.reload = async (...args) => {
      const answer = await reload(...args);
      await untilShopReady(page);
      return answer;
    };
    await use(page);
  },
  chrome: async ({ page, storefront }, use) => {
    await use(new ShellChrome(page, storefront));
  },
});

export { expect };
