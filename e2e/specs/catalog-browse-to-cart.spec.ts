import { expect, test } from '../fixtures';
import { HomePage, ListingPage, ProductPage } from '../pages/catalog-pages';

test('a shopper browses from home to page 2 of a listing, picks a size and the header counter shows 1', async ({
  page,
  chrome,
  storefront,
}) => {
  const home = new HomePage(page, storefront);
  const listing = new ListingPage(page, storefront);
  const product = new ProductPage(page, storefront);

  await home.open();
  await home.expectPricesInStorefrontCurrency(home.newProducts);
  await expect(chrome.cartCounter).toHaveAttribute('data-count', '0');

  await home.goToAllNew();
  await expect(page).toHaveURL(/\/catalog\/new$/);
  await listing.waitForProducts();
  await listing.goToPage(2);
  await listing.expectPricesInStorefrontCurrency();

  // Back and forward keep the page in the URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/catalog\/new$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/catalog\/new\?page=2$/);
  await listing.waitForProducts();

  // Some pieces are sold out: take the first one that can be bought.
  for (let i = 0; ; i += 1) {
    expect(i, 'a purchasable product on page 2').toBeLessThan(8);
    const name = await listing.openPricedProduct(i);
    await expect(product.heading).toHaveText(name);
    if (await product.isPurchasable()) break;
    await page.goBack();
    await listing.waitForProducts();
  }
  await product.expectPricesInStorefrontCurrency();
  await product.chooseFirstAvailableSize();
  await product.addToCart.click();

  await expect(product.addedMessage).toBeVisible();
  await expect(chrome.cartCounter).toHaveAttribute('data-count', '1');
});
