import { expect, test } from '../fixtures';

const WISHLIST_ADD = { ru: /^Добавить «.+» в избранное$/, en: /^Add “.+” to wishlist$/ };
const ONE_ITEM = { ru: '1 украшение', en: '1 piece' };
const IN_STOCK_ONLY = { ru: 'Только в наличии', en: 'In stock only' };
const WISHLIST_LIST = { ru: 'Избранные украшения', en: 'Wishlist jewelry' };

test('an event emitted by the catalog reaches the shell header and the favorites remote', async ({
  page,
  chrome,
  storefront,
}) => {
  await page.goto('/catalog');
  const addButtons = chrome.main.getByRole('button', { name: WISHLIST_ADD[storefront] });
  await expect(addButtons.first()).toBeVisible();
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '0');

  const label = (await addButtons.first().getAttribute('aria-label')) ?? '';
  const productName = label
    .replace(/^(Добавить «|Add “)/, '')
    .replace(/(» в избранное|” to wishlist)$/, '');
  await addButtons.first().click();

  // The shell's header reads the replayed favorites state.
  await expect(chrome.wishlistCounter).toHaveAttribute('data-count', '1');
  await expect(
    chrome.main.getByRole('button', { name: new RegExp(productName) }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  // The favorites remote, mounted later, sees the same bus state at once.
  await chrome.headerLink('wishlist').click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByTestId('wishlist-count')).toHaveText(ONE_ITEM[storefront]);
  // The wishlist lists pieces in stock by default (docs/product/07-calls.md#favorites); the first card may be sold out.
  await page.getByRole('checkbox', { name: IN_STOCK_ONLY[storefront] }).uncheck();
  await expect(page).toHaveURL(/\/wishlist\?inStock=false$/);
  const list = chrome.main.getByRole('list', { name: WISHLIST_LIST[storefront] });
  await expect(list.getByTestId('product-card')).toHaveCount(1);
  await expect(list).toContainText(productName);
});
