import type { Page } from '@playwright/test';
import type { CatalogShowResponse, ListingProduct, Storefront } from '@shop/types';
import { expect, test } from '../fixtures';
import { ProductPage } from '../pages/catalog-pages';

/**
 * Finds a product without an initial price through the same API the shop uses,
 * from inside the page (the storefront hosts resolve only in the browser).
 */
async function productWithoutPrice(page: Page, storefront: Storefront): Promise<ListingProduct> {
  await page.goto('/search');
  for (let offset = 0; offset < 960; offset += 48) {
    const { result } = await page.evaluate(
      async ({ body, storefront }) => {
        const answer = await fetch('/api/catalog/show', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Shop-Storefront': storefront },
          body: JSON.stringify(body),
        });
        return (await answer.json()) as CatalogShowResponse;
      },
      { body: { url: '', limit: 48, offset }, storefront },
    );
    const found = result.products.find((p) => p.price.initial === null);
    if (found) return found;
    if (offset + 48 >= result.quantity) break;
  }
  throw new Error('the seed catalogue has no product without a price');
}

test('a product without a price shows the not-available text and cannot be bought', async ({
  page,
  storefront,
}) => {
  const item = await productWithoutPrice(page, storefront);
  const product = new ProductPage(page, storefront);
  await product.open(item.id);
  await expect(product.heading).toHaveText(item.name);
  await expect(product.priceUnavailable).toContainText(product.text.notAvailable);
  await expect(product.notAvailableButton).toBeDisabled();
  await expect(product.addToCart).toHaveCount(0);
});
