import { expect, test } from '../fixtures';
import { ShopForms } from '../pages/shop-forms';
import { seriousViolations } from '../support/axe';

test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test('the career page takes an application with a résumé and refuses a file that is none', async ({
  page,
  storefront,
}) => {
  test.skip(
    storefront === 'en',
    'the English storefront blocks /career (docs/product/02-screens.md)',
  );
  const forms = new ShopForms(page, storefront);
  await page.goto('/career');
  const form = forms.main.locator('form');
  await form.getByRole('button', { name: forms.text.apply }).click();
  await expect(form.getByText(forms.text.resumeRequired)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await forms.field(form, forms.text.name).fill('Анна Тестова');
  await forms.field(form, forms.text.contact).fill('anna@example.com');
  await form.getByRole('checkbox', { name: forms.text.agreement }).check();
  // An executable named like a PDF: the API tells by its content.
  await forms.field(form, forms.text.resume).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 not a document', 'latin1'),
  });
  await form.getByRole('button', { name: forms.text.apply }).click();
  await expect(form.getByText(forms.text.resumeType)).toBeVisible();
  await expect(forms.field(form, forms.text.name)).toHaveValue('Анна Тестова');
  await expect(forms.field(form, forms.text.contact)).toHaveValue('anna@example.com');

  await forms.field(form, forms.text.resume).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: forms.text.apply }).click();
  await expect(forms.main.getByRole('status')).toContainText(forms.text.applied);
});
