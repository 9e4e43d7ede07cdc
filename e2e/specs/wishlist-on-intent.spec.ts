import type { Page } from '@playwright/test';
import { FAVORITES_STORAGE_KEY } from '@shop/storefront';
import { expect, test } from '../fixtures';
import { WishlistPage } from '../pages/wishlist-page';

/** Whether the favorites store (favorites/favorites-sync's chunk) was fetched by this page (ADR 28). */
const favoritesLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('__federation_expose_favorites_sync')),
  );

test("a guest's page shows the stored count without the favorites container, which loads on the first heart and keeps an early removal", async ({
  page,
  chrome,
  storefront,
}) => {
  const wishlist = new WishlistPage(page, storefront);
  await page.goto('/catalog');
  await expect(chrome.main.getByTestId('product-card').first()).toBeVisible();
  const [first = 0, second = 0, third = 0] = (await wishlist.buyableCatalogIds()).slice(0, 3);
  await page.evaluate(
    ([key, ids]) => window.localStorage.setItem(key, JSON.stringify({ ids, owner: 'guest' })),
    [FAVORITES_STORAGE_KEY, [first, second]] as const,
  );

  await page.reload();
  // The counter comes from the stored list; nothing of the favorites remote is loaded for it.
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '2');
  await page.waitForTimeout(500);
  expect(await favoritesLoaded(page)).toBe(false);

  // The first heart loads the store; a removal then stays removed over a reload.
  const card = chrome.main.locator(`[data-testid="product-card"][data-product-id="${first}"]`);
  await card.getByRole('button', { pressed: true }).click();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '1');
  await expect.poll(() => favoritesLoaded(page)).toBe(true);
  await wishlist.addFromCatalog(third);
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '2');
  await page.reload();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '2');
  await wishlist.open();
  await expect(wishlist.cards).toHaveCount(2);
  expect(
    await page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'),
      FAVORITES_STORAGE_KEY,
    ),
  ).toEqual({ ids: [second, third], owner: 'guest' });
});

test("a guest's heart tapped while the favorites container is still on its way is kept over a reload", async ({
  page,
  chrome,
  storefront,
}) => {
  const wishlist = new WishlistPage(page, storefront);
  // The store's chunk is held back: the page is left before the store could record the tap.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*__federation_expose_favorites_sync*', async (route) => {
    await held;
    await route.continue().catch(() => undefined); // the page that asked is gone by then
  });
  await page.goto('/catalog');
  const [first = 0] = await wishlist.buyableCatalogIds();
  const card = chrome.main.locator(`[data-testid="product-card"][data-product-id="${first}"]`);
  await card.getByRole('button', { pressed: false }).click();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '1');
  expect(await favoritesLoaded(page)).toBe(false);

  await page.reload();
  release();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '1');
  await expect(card.getByRole('button', { pressed: true })).toBeVisible();
});
