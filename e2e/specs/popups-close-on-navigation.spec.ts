import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/catalog-pages';
import { LocationPopup } from '../pages/location-popup';

// Issue #24: a popup opened on one page stayed open after a history navigation to another
// (docs/product/04-states.md#popups: closing all resets them; a navigation does).

test('a popup open on one page is closed by a navigation to another, back or forward', async ({
  page,
  storefront,
  chrome,
}) => {
  await page.goto('/');
  await chrome.navigateInApp('/catalog/new');
  const listing = new ListingPage(page, storefront);
  await listing.waitForProducts();

  const popup = new LocationPopup(page, storefront);
  await popup.open();
  await expect(page.locator('body')).toHaveAttribute('data-popup-open', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(popup.dialog).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-popup-open', 'false');

  // The same for a page the app itself moves to while a popup is open.
  await popup.open();
  await page.goForward();
  await expect(page).toHaveURL(/\/catalog\/new$/);
  await expect(popup.dialog).toHaveCount(0);
  await listing.waitForProducts();
  // A popup can still be opened on the new page.
  await popup.open();
  await expect(popup.dialog).toBeVisible();
});
