import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from '../fixtures';
import { GetCertificatePage } from '../pages/certificate-pages';
import { seriousViolations } from '../support/axe';

test('whoever holds the number and code downloads the gift certificate as a PDF', async ({
  page,
  storefront,
}) => {
  test.skip(
    storefront === 'en',
    'certificates are sold and activated on the Russian storefront only (docs/product/02-screens.md#page-blocking-per-storefront: blocked on .com)',
  );
  const activation = new GetCertificatePage(page, storefront);
  await page.goto('/');
  const message = 'С днём рождения, Маша!';
  const gift = await activation.buyGiftThroughApi(7000, message);

  await activation.open(gift.id);
  await activation.check(gift.authCode);
  await expect(activation.details.getByTestId('gift-amount')).toHaveText(/7\s000/);
  const button = activation.main.getByRole('button', { name: 'Скачать сертификат (PDF)' });
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${gift.id}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toMatch(/^Подарочный сертификат 7\s000\sRUB$/);
  expect(pdf.getSubject()).toBe(message);
  expect(pdf.getKeywords()).toBe(gift.id);
  await expect(activation.main.getByRole('alert')).toHaveCount(0);
});
