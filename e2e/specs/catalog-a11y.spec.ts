import { expect, test } from '../fixtures';
import { HomePage, ListingPage, ProductPage } from '../pages/catalog-pages';
import { seriousViolations } from '../support/axe';

const SKIP_LINK = { ru: 'Перейти к содержимому', en: 'Skip to content' } as const;

// axe over a page of 48 cards takes a while on this machine.
test.describe.configure({ timeout: 90_000 });

test('home has no serious or critical axe violations', async ({ page, storefront }) => {
  const home = new HomePage(page, storefront);
  await home.open();
  await expect(home.newProducts.getByTestId('product-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a keyboard user's first Tab on a loaded page reaches the skip link, not the page below the header", async ({
  page,
  storefront,
}) => {
  const home = new HomePage(page, storefront);
  await home.open();
  await expect(home.newProducts.getByTestId('product-card').first()).toBeVisible();
  // Whatever the page does once loaded (single-spa's first routing event) has happened.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: SKIP_LINK[storefront] })).toBeFocused();
});

test('a listing has no serious or critical axe violations', async ({ page, storefront }) => {
  const listing = new ListingPage(page, storefront);
  await listing.open('/catalog/rings');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a product page has no serious or critical axe violations', async ({ page, storefront }) => {
  const listing = new ListingPage(page, storefront);
  await listing.open('/catalog/rings');
  await listing.openPricedProduct(0);
  const product = new ProductPage(page, storefront);
  await expect(product.main.getByTestId('product-page')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page’s main banner is eager with explicit dimensions', async ({
  page,
  storefront,
}) => {
  const home = new HomePage(page, storefront);
  await home.open();
  await expect(home.mainBannerImage).toHaveAttribute('loading', 'eager');
  await expect(home.mainBannerImage).toHaveAttribute('width', /\d+/);
  await expect(home.mainBannerImage).toHaveAttribute('height', /\d+/);
});
