import type { Page } from '@playwright/test';
import { MOBILE_PROFILE } from '@shop/build-config';
import { STARTING_ATTRIBUTE } from '@shop/types';
import { expect, test } from '../fixtures';
import { findBuyableProduct } from '../pages/cart-pages';
import { serverRendered } from '../support/served-pages';

// ADR 42: while a served page's scripts are coming, what is below its first screen is not
// rendered, so its photos leave the bandwidth to the scripts; the visitor's first scroll or key,
// or the page becoming interactive, shows it.

/** The served page's lazy photos inside a part that is not rendered, and which were fetched. */
const waitingPhotos = (page: Page) =>
  page.evaluate(() => {
    const hidden = (element: Element | null): boolean =>
      element !== null &&
      (getComputedStyle(element).contentVisibility === 'hidden' || hidden(element.parentElement));
    const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    const photos = [...document.querySelectorAll<HTMLImageElement>('#shell-main img')].filter(
      (photo) => hidden(photo.parentElement),
    );
    return {
      count: photos.length,
      fetched: photos.filter((photo) => fetched.has(new URL(photo.src, location.href).href)).length,
    };
  });

const fetchedPhotos = (page: Page, sources: string[]) =>
  page.evaluate(
    (wanted) =>
      performance.getEntriesByType('resource').filter((entry) => wanted.includes(entry.name))
        .length,
    sources,
  );

test("a served product page's photos below its first screen wait for its scripts, and a key shows them", async ({
  browser,
  baseURL,
  storefront,
  page: helper,
}) => {
  await helper.goto('/');
  const product = await findBuyableProduct(helper);
  // Rendered and kept first: on a cold shop (the first test of a run) a render past its budget
  // is left to the browser, whose deferred main.js the route below holds, so the page never loads.
  const warm = await serverRendered(storefront, `/jewelry/${product.id}`);
  expect(warm.body, 'the product page is served with its content').toContain('data-ssr-owner');
  const context = await browser.newContext({ ...MOBILE_PROFILE.context, baseURL: baseURL ?? '' });
  const page = await context.newPage();
  // The shell's scripts are held: the page stays as it was served.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });

  await page.goto(`/jewelry/${product.id}`, { waitUntil: 'load' });
  await expect(page.locator(`html[${STARTING_ATTRIBUTE}]`)).toHaveCount(1);
  const waiting = await waitingPhotos(page);
  expect(waiting.count, 'the related products and the designer are served').toBeGreaterThan(0);
  expect(waiting.fetched).toBe(0);
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('#shell-main img')].map((photo) => photo.src),
  );
  const before = await fetchedPhotos(page, sources);

  // The first key shows them, and the near ones load.
  await page.keyboard.press('Shift');
  await expect(page.locator(`html[${STARTING_ATTRIBUTE}]`)).toHaveCount(0);
  expect((await waitingPhotos(page)).count).toBe(0);
  await expect.poll(() => fetchedPhotos(page, sources)).toBeGreaterThan(before);

  release();
  await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
  await context.close();
});

test('the mark is gone once the page is interactive, without a scroll', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
  await expect(page.locator(`html[${STARTING_ATTRIBUTE}]`)).toHaveCount(0);
});
