/** In-app navigation between remotes, the way a shopper does it. */
import type { Page } from '@playwright/test';

/** The remote (single-spa application) that owns each benchmarked path. */
export const OWNER_OF: Readonly<Record<string, string>> = {
  '/': 'catalog',
  '/catalog': 'catalog',
  '/cart': 'cart-checkout',
  '/wishlist': 'favorites',
  '/profile': 'profile-auth',
};

/** The header's link to a path (the first one, in the shell's header). */
export function headerLink(path: string): string {
  return `header a[href="${path}"]`;
}

/**
 * Clicks the header's link to `path`; without one, pushes the URL the way
 * @shop/ui's navigate() does (single-spa patches history and reroutes).
 */
export async function navigateInApp(page: Page, path: string): Promise<'click' | 'pushState'> {
  const link = page.locator(headerLink(path)).first();
  if ((await link.count()) > 0 && (await link.isVisible())) {
    await link.click();
    return 'click';
  }
  await page.evaluate((href) => window.history.pushState(window.history.state, '', href), path);
  return 'pushState';
}
