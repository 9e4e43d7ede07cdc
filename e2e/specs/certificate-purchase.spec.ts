import { expect, test } from '../fixtures';
import { CertificatePage } from '../pages/certificate-pages';
import { seriousViolations } from '../support/axe';

test('a shopper buys a certificate with a free amount, a reload keeps the choice, payment leads to the success page', async ({
  page,
  storefront,
}) => {
  test.skip(
    storefront === 'en',
    'certificate pages are blocked on the English storefront (docs/product/02-screens.md#page-blocking-per-storefront)',
  );
  const certificate = new CertificatePage(page, storefront);
  await certificate.open();
  expect(await seriousViolations(page)).toEqual([]);

  const design = certificate.designs.nth(1);
  await design.check();
  await certificate.chooseCustomAmount('999');
  await certificate.pay();
  await expect(certificate.rangeError).toBeVisible();
  await expect(certificate.amount).toBeFocused();
  await certificate.amount.fill('200001');
  await expect(certificate.rangeError).toBeVisible();
  await certificate.amount.fill('5000');
  await expect(certificate.rangeError).toBeHidden();

  // The deposit order item lives in session storage: a reload keeps design and amount.
  await page.reload();
  await expect(certificate.designs.nth(1)).toBeChecked();
  await expect(certificate.amount).toHaveValue('5000');

  await certificate.fillRecipientAndBuyer(`buyer-${Date.now()}@example.com`);
  await certificate.pay();
  await expect(page).toHaveURL(/\/api\/payment\/dev\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await expect(page.getByText(/5\s000 RUB/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/);
});
