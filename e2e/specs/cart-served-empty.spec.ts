import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CartPage, withOneProductInCart } from '../pages/cart-pages';
import { probe, STOREFRONT_HOSTS } from '../support/http-probe';

const EMPTY_TITLE = { ru: 'В корзине пока пусто', en: 'Your cart is empty' } as const;

const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

test('a visitor without a session gets the empty cart and its bestsellers in the HTML, hydrated in place (ADR 43)', async ({
  page,
  storefront,
}) => {
  // As any visitor without a session gets it. A render past its budget is left to the browser
  // (ADR 13): a busy machine may need a second ask.
  let answer = await probe('/cart', STOREFRONT_HOSTS[storefront]);
  for (let attempt = 1; attempt < 8 && !answer.body.includes('data-ssr-owner'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    answer = await probe('/cart', STOREFRONT_HOSTS[storefront]);
  }
  expect(answer.body).toContain('data-ssr-owner="cart_checkout"');
  const main = mainOf(answer.body);
  expect(main).toContain(EMPTY_TITLE[storefront]);
  expect(main).toContain('data-testid="bestsellers"');
  // The largest paint, a bestseller's photo, comes from the HTML.
  expect(main).toMatch(/<img[^>]+fetchpriority="high"/i);

  const problems: string[] = [];
  const bestsellerReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/pd/frontend/bestsellers')
      bestsellerReads.push(request.method());
  });
  // The served photo, marked before any script runs: hydration keeps the element.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const photo = document.querySelector('[data-testid="bestsellers"] img');
      if (photo) photo.setAttribute('data-served-photo', '');
    }),
  );
  for (let attempt = 1; ; attempt += 1) {
    bestsellerReads.length = 0;
    const opened = await page.goto('/cart');
    if ((await opened?.text())?.includes('data-ssr-owner') || attempt === 8) break;
  }
  await expect(page.locator('#shell-main')).not.toHaveAttribute('data-ssr-owner', /.*/);
  const cart = page.locator('#shell-main');
  await expect(cart.getByRole('heading', { level: 1 })).toHaveText(EMPTY_TITLE[storefront]);
  const slider = cart.getByTestId('bestsellers');
  await expect(slider.locator('img').first()).toHaveAttribute('data-served-photo', '');
  // Its data came with the page.
  expect(bestsellerReads).toEqual([]);
  expect(
    problems.filter((text) =>
      /hydrat|did not match|server rendered html|server-rendered|recoverable/i.test(text),
    ),
  ).toEqual([]);

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
