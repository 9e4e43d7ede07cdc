import { expect, test } from '../fixtures';
import { CartPage, withOneProductInCart } from '../pages/cart-pages';
import {
  hydrationProblems,
  mainOf,
  SERVED_BESTSELLERS,
  serverRendered,
  watchServedPages,
} from '../support/served-pages';

const EMPTY_TITLE = { ru: 'В корзине пока пусто', en: 'Your cart is empty' } as const;

test('a visitor without a session gets the empty cart and its bestsellers in the HTML, hydrated in place (ADR 43)', async ({
  page,
  storefront,
}) => {
  // As any visitor without a session gets it (a render past its budget is left to the
  // browser, ADR 13: serverRendered asks again).
  const answer = await serverRendered(storefront, '/cart', SERVED_BESTSELLERS);
  expect(answer.body).toContain('data-ssr-owner="cart_checkout"');
  expect(answer.main).toContain(EMPTY_TITLE[storefront]);
  expect(answer.main).toContain(SERVED_BESTSELLERS);
  // The largest paint, a bestseller's photo, comes from the HTML.
  expect(answer.main).toMatch(/<img[^>]+fetchpriority="high"/i);

  const {
    problems,
    dataRequests: bestsellerReads,
    open,
  } = watchServedPages(page, (pathname) => pathname === '/api/pd/frontend/bestsellers');
  // The served photo, marked before any script runs: hydration keeps the element.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const photo = document.querySelector('[data-testid="bestsellers"] img');
      if (photo) photo.setAttribute('data-served-photo', '');
    }),
  );
  await open('/cart', SERVED_BESTSELLERS);
  const cart = page.locator('#shell-main');
  await expect(cart.getByRole('heading', { level: 1 })).toHaveText(EMPTY_TITLE[storefront]);
  const slider = cart.getByTestId('bestsellers');
  await expect(slider.locator('img').first()).toHaveAttribute('data-served-photo', '');
  // Its data came with the page.
  expect(bestsellerReads).toEqual([]);
  expect(hydrationProblems(problems)).toEqual([]);

  // Hydrated, it works: a bestseller opens its page in the app.
  const firstProduct = slider.locator('a[href^="/jewelry/"]').first();
  const href = await firstProduct.getAttribute('href');
  expect(href).toMatch(/^\/jewelry\/\d+/);
  await firstProduct.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor with a session is never served the empty cart: their cart is rendered in the browser, with its lines (ADR 43)', async ({
  page,
  storefront,
}) => {
  const cart = new CartPage(page, storefront);
  await withOneProductInCart(page);
  // Asked by the page: with the session cookie the add created, as a reload would.
  const html = await page.evaluate(async () => (await fetch('/cart')).text());
  expect(html).not.toContain('data-ssr-owner');
  expect(mainOf(html).trim()).toBe('');
  await cart.open();
  await expect(cart.lines).toHaveCount(1);
});
