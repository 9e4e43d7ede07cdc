import { expect, test } from '../fixtures';
import { STOREFRONT_HOSTS } from '../support/http-probe';
import { CartPage } from '../pages/cart-pages';
import { ShellChrome } from '../pages/shell-chrome';
import { SideShop } from '../support/side-shop';

test.describe('a remote whose server is stopped', () => {
  let shop: SideShop;
  let originPort: number;

  test.beforeEach(async ({ storefront }) => {
    const offset = storefront === 'ru' ? 0 : 10;
    shop = new SideShop(8180 + offset);
    originPort = 8185 + offset;
    const main = await shop.copyMainRegistry();
    // Serve the favorites remote from an origin this test owns, so it can stop it.
    const version = new URL(main.favorites as string).pathname.split('/')[1] as string;
    await shop.deploy('favorites', version, `http://localhost:${originPort}`);
    await shop.startOrigin('favorites', originPort, shop.deployDir);
    await shop.startShell();
  });

  test.afterEach(async () => {
    await shop.stop();
  });

  test('leaves the rest of the shop working and shows the localized fallback in its slot', async ({
    page,
    chrome,
    browser,
    storefront,
  }) => {
    const base = `http://${STOREFRONT_HOSTS[storefront]}:${shop.shellPort}`;
    await page.goto(`${base}/wishlist`);
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.wishlist);

    await shop.stopOrigin('favorites');
    // A new visitor: nothing of the remote is in the browser cache.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visitorChrome = new ShellChrome(visitorPage, storefront);
    await visitorPage.goto(`${base}/wishlist`);
    await expect(visitorChrome.remoteFallback).toBeVisible();
    await expect(visitorChrome.remoteFallback.getByRole('heading')).toHaveText(
      chrome.text.unavailable,
    );
    await expect(visitorChrome.header).toBeVisible();
    await expect(visitorChrome.cartCounter).toBeVisible();

    // Other remotes still load, in the same page session.
    await visitorChrome.headerLink('cart').click();
    await expect(visitorPage).toHaveURL(/\/cart$/);
    await expect(visitorChrome.remoteFallback).toHaveCount(0);
    // A new visitor's cart is empty: the cart remote shows its empty state.
    await expect(new CartPage(visitorPage, storefront).emptyHeading).toBeVisible();
    await visitor.close();
  });
});
