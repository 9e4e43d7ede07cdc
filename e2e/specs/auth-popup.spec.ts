import { expect, test } from '../fixtures';
import { AuthPopup } from '../pages/auth-popup';
import { ProfilePage } from '../pages/profile-pages';
import { seriousViolations } from '../support/axe';
import { browserApiOk } from '../support/browser-api';
import { uniquePhone } from '../support/dev-login';
import { YANDEX_AUTHORIZE_PATH, signInAtYandexAs } from '../support/yandex-id';

test.describe.configure({ timeout: 90_000 });

const profileOf = (phone: string) => ({
  name: 'Анна',
  surname: 'Тестова',
  email: `popup-${phone.slice(-9)}@example.com`,
});

test('a new phone signs up through the popup, sees its profile, renames itself and logs out', async ({
  page,
  storefront,
  chrome,
}) => {
  const popup = new AuthPopup(page, storefront);
  const profile = new ProfilePage(page, storefront);
  const phone = uniquePhone();
  await page.goto('/catalog');
  await popup.openFromHeader();
  expect(await seriousViolations(page, '[role="dialog"], dialog')).toEqual([]);

  await popup.submitPhone(phone);
  await expect(popup.codeField).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await popup.enterCode(await popup.sentCode(phone));
  await expect(
    popup.dialog.getByRole('heading', { name: popup.text.registrationTitle }),
  ).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await popup.register(profileOf(phone));

  // Logged in, the popup closed and the page stayed.
  await expect(popup.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByTestId('header-profile')).toContainText('Анна');

  await page.getByTestId('header-profile').click();
  await expect(profile.heading).toBeVisible();
  await expect(profile.nameField).toHaveValue('Анна');
  await expect(profile.phoneField).toHaveValue(phone);
  for (const section of ['orders', 'address'] as const) {
    await profile.sectionLink(section).click();
    await expect(profile.sectionHeading(section)).toBeVisible();
  }
  if (storefront === 'ru') {
    await profile.sectionLink('bonusesData').click();
    await expect(page.getByTestId('bonus-balance')).toContainText('500');
  }
  await profile.sectionLink('personalData').click();
  await profile.nameField.fill('Анастасия');
  await profile.saveButton.click();
  await expect(
    profile.main.getByRole('status').filter({ hasText: profile.text.saved }),
  ).toBeVisible();
  await expect(page.getByTestId('header-profile')).toContainText('Анастасия');

  await profile.logoutButton.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(popup.headerLoginButton).toBeVisible();
  await expect(chrome.header).toBeVisible();
});

test('a known phone logs in without registration', async ({ page, storefront }) => {
  const popup = new AuthPopup(page, storefront);
  const phone = uniquePhone();
  // A Yandex ID login with this phone (the stand-in provider) makes the account without sending a
  // code, so the popup's code is the first for this phone (no 30 s resend cooldown in the way).
  await page.goto(YANDEX_AUTHORIZE_PATH);
  await signInAtYandexAs(page, { id: `e2e-${phone.slice(1)}`, phone, firstName: 'Анна' });
  await expect(page.getByTestId('header-profile')).toContainText('Анна');
  await browserApiOk(page, 'GET', '/logout');
  await page.reload();
  await popup.openFromHeader();
  await popup.submitPhone(phone);
  await popup.enterCode(await popup.sentCode(phone));
  await expect(popup.dialog).toBeHidden();
  await expect(page.getByTestId('header-profile')).toContainText('Анна');
});

test('a wrong code shows the message and the fifth wrong attempt is refused', async ({
  page,
  storefront,
}) => {
  const popup = new AuthPopup(page, storefront);
  const phone = uniquePhone();
  await page.goto('/');
  await popup.openFromHeader();
  await popup.submitPhone(phone);
  const right = await popup.sentCode(phone);
  const wrong = right === '0000' ? '1111' : '0000';
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await popup.enterCodeAnswered(wrong);
    await expect(popup.dialog.getByRole('alert')).toHaveText(popup.text.wrongCode);
  }
  await popup.enterCodeAnswered(wrong);
  await expect(popup.dialog.getByRole('alert')).toHaveText(popup.text.tooManyAttempts);
  await expect(popup.codeField).toBeDisabled();
});

test('the resend timer counts seconds in the storefront language', async ({ page, storefront }) => {
  const popup = new AuthPopup(page, storefront);
  await page.goto('/');
  await popup.openFromHeader();
  await popup.submitPhone(uniquePhone());
  await expect(popup.dialog.getByText(popup.text.smsSent)).toBeVisible();
  await expect(popup.resendTimer).toHaveText(popup.text.resendIn);
});

test('after three codes in ten minutes the captcha is asked, and solving it sends the code', async ({
  page,
  storefront,
}) => {
  const popup = new AuthPopup(page, storefront);
  await page.goto('/');
  // Three codes from this session (one session, three phones) fill the 10-minute window.
  for (let i = 0; i < 3; i += 1)
    await browserApiOk(page, 'POST', '/auth/identification', { phone: uniquePhone() });
  const phone = uniquePhone();
  await popup.openFromHeader();
  await popup.submitPhone(phone);
  await expect(popup.dialog.getByRole('img', { name: popup.text.captchaImage })).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await popup.solveCaptcha();
  await expect(popup.codeField).toBeVisible();
  await popup.enterCode(await popup.sentCode(phone));
  await expect(
    popup.dialog.getByRole('heading', { name: popup.text.registrationTitle }),
  ).toBeVisible();
});
