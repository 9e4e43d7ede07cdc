import { expect, test } from '../fixtures';
import { ProfilePage } from '../pages/profile-pages';
import { seriousViolations } from '../support/axe';
import { devLogin } from '../support/dev-login';

test.describe.configure({ timeout: 90_000 });

test('an anonymous visitor of /profile lands on the home page', async ({ page }) => {
  await page.goto('/profile?section=orders');
  await expect(page).toHaveURL(/\/$/);
});

test('the English storefront blocks the bonuses section', async ({ page, storefront }) => {
  test.skip(storefront === 'ru', 'the bonuses section is blocked on the English storefront only');
  await page.goto('/profile?section=bonusesData');
  await expect(page).toHaveURL(/\/404$/);
});

test('the profile shows personal data, says when nothing changed and passes axe', async ({
  page,
  storefront,
}) => {
  const profile = new ProfilePage(page, storefront);
  await page.goto('/');
  const { phone } = await devLogin(page);
  await profile.open();
  await expect(profile.heading).toBeVisible();
  await expect(profile.phoneField).toHaveValue(phone);
  await expect(profile.phoneField).toHaveAttribute('readonly', '');
  expect(await seriousViolations(page)).toEqual([]);
  await profile.saveButton.click();
  await expect(
    profile.main.getByRole('status').filter({ hasText: profile.text.unchanged }),
  ).toBeVisible();
  for (const section of ['orders', 'certificatesData', 'address'] as const) {
    if (storefront === 'en' && section === 'certificatesData') {
      await expect(profile.sectionLink(section)).toHaveCount(0);
      continue;
    }
    await profile.sectionLink(section).click();
    await expect(profile.sectionHeading(section)).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});
