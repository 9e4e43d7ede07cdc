import { expect, test } from '../fixtures';
import { ProfilePage } from '../pages/profile-pages';
import { WishlistPage } from '../pages/wishlist-page';
import { seriousViolations } from '../support/axe';
import { devLogin } from '../support/dev-login';

test('a guest keeps 3 favorites over a reload, logs in and the server has them, removes 2, adds the last to the cart', async ({
  page,
  chrome,
  storefront,
}) => {
  const wishlist = new WishlistPage(page, storefront);
  await page.goto('/catalog');
  await expect(chrome.main.getByTestId('product-card').first()).toBeVisible();
  const buyable = (await wishlist.buyableCatalogIds()).slice(0, 3);
  expect(buyable).toHaveLength(3);
  const names: string[] = [];
  for (const id of buyable) names.push(await wishlist.addFromCatalog(id));
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '3');

  // Guests keep the list in local storage: a reload still has all three.
  await page.reload();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '3');
  await wishlist.open();
  await expect(wishlist.cards).toHaveCount(3);
  await expect(wishlist.count).toHaveText(wishlist.text.count(3));

  // Logging in merges the guest list into the (new) user's server list.
  await devLogin(page);
  await page.reload();
  await expect.poll(async () => (await wishlist.serverIds()).sort()).toEqual([...buyable].sort());
  await expect(wishlist.cards).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  const [keep = '', ...remove] = names;
  await wishlist.removeSelected(remove);
  await expect(wishlist.cards).toHaveCount(1);
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '1');
  await expect.poll(() => wishlist.serverIds()).toEqual([buyable[0]]);

  await expect(chrome.cartCounter).toHaveAttribute('data-count', '0');
  await wishlist.addToCart(keep);
  await expect(chrome.cartCounter).toHaveAttribute('data-count', '1');
});

test("logging out leaves the account's wishlist with the account: the next visitor sees none of it, and the next account gets none of it", async ({
  page,
  chrome,
  storefront,
}) => {
  const wishlist = new WishlistPage(page, storefront);
  await devLogin(page);
  await page.goto('/catalog');
  await expect(chrome.main.getByTestId('product-card').first()).toBeVisible();
  const [liked = 0] = await wishlist.buyableCatalogIds();
  await wishlist.addFromCatalog(liked);
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '1');
  await expect.poll(() => wishlist.serverIds()).toEqual([liked]);

  const profile = new ProfilePage(page, storefront);
  await profile.open();
  await profile.logoutButton.click();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '0');
  await page.reload();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '0');

  // Someone else logs in in this browser: their wishlist merges this browser's guest list, empty.
  await devLogin(page);
  const merged = page.waitForResponse((response) =>
    response.url().includes('/api/favorites/merge'),
  );
  await wishlist.open();
  await merged;
  expect(await wishlist.serverIds()).toEqual([]);
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '0');
});
