import { expect, test } from '../fixtures';
import { AuthPopup } from '../pages/auth-popup';
import { browserApi } from '../support/browser-api';
import { signInAtYandexAs } from '../support/yandex-id';

test('a /ya-callback link that names a customer logs nobody in', async ({ page, storefront }) => {
  const popup = new AuthPopup(page, storefront);
  await page.goto('/ya-callback?provider=dev&token=dev-link&email=maria@example.com');
  await expect(page.getByRole('alert')).toHaveText(popup.text.oauthFailed);
  await expect(popup.headerLoginButton).toBeVisible();
  expect((await browserApi(page, 'GET', '/profile/info')).status).toBe(401);
});

test('the Yandex ID button logs in through the provider and lands home logged in', async ({
  page,
  storefront,
}) => {
  const popup = new AuthPopup(page, storefront);
  await page.goto('/catalog');
  await popup.openFromHeader();
  await popup.yandexLoginLink.click();
  await signInAtYandexAs(page, {
    id: `e2e-${storefront}-${Date.now()}`,
    firstName: 'Алиса',
    lastName: 'Яндексова',
  });
  // The provider sent the browser back to /ya-callback, which finished the login and went home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-profile')).toContainText('Алиса');
  expect((await browserApi(page, 'GET', '/profile/info')).status).toBe(200);
});
