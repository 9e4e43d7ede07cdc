import { expect, test } from '../fixtures';
import { CatalogMarketingPopups } from '../pages/catalog-marketing-popups';
import { ProductPage } from '../pages/catalog-pages';
import { seriousViolations } from '../support/axe';
import { uniquePhone } from '../support/dev-login';

// A popup is a remote module loaded on first open, and axe runs on each.
test.describe.configure({ timeout: 90_000 });

async function openSaleProduct(popups: CatalogMarketingPopups, product: ProductPage) {
  await product.open(await popups.buyableSaleProductId());
}

test('a stylist consultation is requested from the product page', async ({ page, storefront }) => {
  const popups = new CatalogMarketingPopups(page, storefront);
  const product = new ProductPage(page, storefront);
  await openSaleProduct(popups, product);
  const opener = product.main.getByRole('button', { name: popups.text.stylistButton });
  const dialog = await popups.open(popups.text.stylistButton, popups.stylistDialog);
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  // Esc closes and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await popups.open(popups.text.stylistButton, popups.stylistDialog);
  await popups.field(dialog, popups.text.name).fill('Анна');
  await popups.field(dialog, popups.text.phone).fill(uniquePhone());
  await popups.field(dialog, popups.text.comment).fill('E2E');
  await dialog.getByRole('button', { name: popups.text.stylistSubmit }).click();
  await expect(dialog.getByText(popups.text.stylistSent)).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await dialog.getByRole('button', { name: popups.text.done }).click();
  await expect(dialog).toHaveCount(0);
});

test('a price alert refuses a wrong email with the catalogued text, then subscribes', async ({
  page,
  storefront,
}) => {
  const popups = new CatalogMarketingPopups(page, storefront);
  const product = new ProductPage(page, storefront);
  await openSaleProduct(popups, product);
  const dialog = await popups.open(popups.text.priceButton, popups.priceDialog);
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  const email = popups.field(dialog, popups.text.email);
  await email.fill('anna@shop');
  await dialog.getByRole('button', { name: popups.text.subscribe }).click();
  await expect(email).toHaveAccessibleDescription(popups.text.wrongEmail);
  await expect(email).toBeFocused();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  const address = `e2e-${Date.now()}-${storefront}@example.com`;
  await email.fill(address);
  await dialog.getByRole('button', { name: popups.text.subscribe }).click();
  await expect(dialog.getByText(popups.text.priceSent(address))).toBeVisible();
});

test('a product of the sale shows the final-sale terms', async ({ page, storefront }) => {
  const popups = new CatalogMarketingPopups(page, storefront);
  const product = new ProductPage(page, storefront);
  await openSaleProduct(popups, product);
  const dialog = await popups.open(popups.text.finalSaleButton, popups.finalSaleDialog);
  await expect(dialog.getByText(popups.text.finalSaleText)).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await dialog.getByRole('button', { name: popups.text.close }).click();
  await expect(dialog).toHaveCount(0);
});
