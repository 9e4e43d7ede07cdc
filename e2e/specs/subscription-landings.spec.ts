import { expect, test } from '../fixtures';
import { ShopForms } from '../pages/shop-forms';
import { seriousViolations } from '../support/axe';

test.describe.configure({ timeout: 90_000 });

/** The landings each storefront serves (the others redirect to /404, blocked-pages.spec.ts). */
const LANDINGS = {
  ru: [
    ['/landings/online-subscription', 'Подпишитесь на рассылку'],
    ['/landings/offline-subscription', 'Подписка в магазине'],
  ],
  en: [['/landings/tablet-subscription', 'Subscribe on the tablet']],
} as const;

test('each subscription landing has its subscription form, which subscribes', async ({
  page,
  storefront,
}) => {
  const forms = new ShopForms(page, storefront);
  for (const [path, heading] of LANDINGS[storefront]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(forms.main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const form = forms.main.locator('form');
      await form.getByRole('button', { name: forms.text.subscribe }).click();
      await expect(form.getByText(forms.text.emailEmpty)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const email = `landing-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
      await form.getByRole('textbox', { name: forms.text.email }).fill(email);
      await form.getByRole('checkbox', { name: forms.text.agreement }).check();
      await form.getByRole('button', { name: forms.text.subscribe }).click();
      await expect(form.getByRole('status')).toContainText(forms.text.subscribed);
    });
  }
});
