import type { Browser, Locator } from '@playwright/test';
import { MOBILE_PROFILE } from '@shop/build-config';
import { expect, test } from '../fixtures';

// A phone fetches the photos it shows (issue #21): a card's second photo is for a pointer that
// hovers, and a phone has none.

/** Whether each photo was fetched: the browser chose a source and has its resource entry. */
const fetched = (photos: Locator) =>
  photos.evaluateAll((images) => {
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    return images.map((image) => {
      const source = (image as HTMLImageElement).currentSrc;
      return source !== '' && loaded.has(source);
    });
  });

/** A card's photos: its main one first, then the one its hover shows, when it has one. */
const cardPhotos = (card: Locator) => card.locator('a[aria-hidden="true"] img');
const HOVER_PHOTO = 'a[aria-hidden="true"] > span > span > picture > img';

async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...MOBILE_PROFILE.context, baseURL: baseURL ?? '' });
  return { context, page: await context.newPage() };
}

test("a phone fetches a card's main photo only; a pointer's hover shows the second", async ({
  browser,
  page,
  baseURL,
}) => {
  const onPhone = await phone(browser, baseURL);
  await onPhone.page.goto('/catalog');
  await expect(onPhone.page.locator('html[data-shop-ready]')).toHaveCount(1);
  const cards = onPhone.page.getByTestId('product-card');
  const firstScreen = [0, 1, 2, 3].map((index) => cardPhotos(cards.nth(index)));
  await expect.poll(() => fetched(firstScreen[0]!.first())).toEqual([true]);
  await onPhone.page.waitForLoadState('networkidle');
  const perCard = await Promise.all(firstScreen.map((photos) => fetched(photos)));
  expect(
    perCard.filter((photos) => photos.length === 2),
    'cards in the first screen with a second photo',
  ).not.toHaveLength(0);
  expect(perCard.map(([main]) => main)).toEqual([true, true, true, true]);
  expect(perCard.map((photos) => photos[1] ?? false)).toEqual([false, false, false, false]);
  await onPhone.context.close();

  // A desktop pointer: hovering the card shows its second photo, fetched then.
  await page.goto('/catalog');
  await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
  const withSecond = page
    .getByTestId('product-card')
    .filter({ has: page.locator(HOVER_PHOTO) })
    .first();
  await withSecond.scrollIntoViewIfNeeded();
  await withSecond.hover();
  const second = withSecond.locator(HOVER_PHOTO);
  await expect(second).toBeVisible();
  await expect.poll(() => fetched(second)).toEqual([true]);
});
