import { expect, test } from '../fixtures';
import { HomePage } from '../pages/catalog-pages';

test('the not-found page (/404, also where blocked pages land) shows the catalog’s bestsellers slider', async ({
  page,
  chrome,
  storefront,
}) => {
  await page.goto('/404');
  await expect(await chrome.pageHeading()).toHaveText(chrome.text.notFound);
  const catalog = new HomePage(page, storefront);
  const bestsellers = chrome.main.getByTestId('bestsellers');
  await expect(bestsellers.getByRole('heading', { name: catalog.text.bestsellers })).toBeVisible();
  await expect(bestsellers.getByTestId('product-card').first()).toBeVisible();
  await catalog.expectPricesInStorefrontCurrency(bestsellers);
});

test('an unknown product shows not found with a way back to the catalog', async ({
  page,
  chrome,
}) => {
  await page.goto('/jewelry/999999999');
  await expect(await chrome.pageHeading()).toHaveText(chrome.text.notFound);
  await expect(chrome.main.getByRole('link', { name: /каталог|catalog/i }).first()).toHaveAttribute(
    'href',
    '/catalog',
  );
});
