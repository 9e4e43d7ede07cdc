import { expect, test } from '../fixtures';
import { probe, STOREFRONT_HOSTS } from '../support/http-probe';

// Issue #24: unknown designers, categories and trends showed the not-found page with HTTP 200
// (soft 404s that crawlers index); /trend listed the whole catalogue instead of the trends.

const TRENDS = {
  ru: { heading: 'Тренды', pearls: 'Жемчуг', wedding: 'Свадьба' },
  en: { heading: 'Trends', pearls: 'Pearls', wedding: 'Wedding' },
} as const;

test('an unknown designer, category, subcategory or trend answers 404; known ones 200', async ({
  storefront,
}) => {
  const host = STOREFRONT_HOSTS[storefront];
  for (const path of [
    '/designers/x',
    '/catalog/x',
    '/catalog/rings/x',
    '/catalog/men/x',
    '/trend/x',
    '/jewelry/999999999',
    '/designers/x?page=2',
  ]) {
    expect((await probe(path, host)).status, path).toBe(404);
  }
  for (const path of [
    '/designers/desert-rose',
    '/catalog/rings',
    '/catalog/rings/signet-rings',
    '/catalog/new',
    '/catalog/men',
    '/trend/pearls',
    '/trend',
    '/catalog',
  ]) {
    expect((await probe(path, host)).status, path).toBe(200);
  }
});

test('the unknown page still says not found, with its way to the catalogue', async ({ page }) => {
  const answer = await page.goto('/trend/x');
  expect(answer?.status()).toBe(404);
  await expect(page.locator('#shell-main').getByTestId('not-found-state')).toBeVisible();
  await expect(
    page
      .locator('#shell-main')
      .getByRole('link', { name: /каталог|catalog/i })
      .first(),
  ).toHaveAttribute('href', '/catalog');
});

test('/trend lists the trends, each leading to its listing', async ({ page, storefront }) => {
  const text = TRENDS[storefront];
  await page.goto('/trend');
  const main = page.locator('#shell-main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.heading);
  const trends = main.getByRole('list', { name: text.heading });
  await expect(trends.getByRole('link', { name: text.pearls })).toHaveAttribute(
    'href',
    '/trend/pearls',
  );
  await expect(trends.getByRole('link')).toHaveCount(6);
  // Not the whole catalogue: no product grid.
  await expect(main.getByTestId('product-grid')).toHaveCount(0);

  await trends.getByRole('link', { name: text.wedding }).click();
  await expect(page).toHaveURL(/\/trend\/wedding$/);
  await expect(main.getByTestId('product-card').first()).toBeVisible();
});
