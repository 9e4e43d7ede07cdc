import { expect, test } from '../fixtures';
import { GetCertificatePage } from '../pages/certificate-pages';
import { seriousViolations } from '../support/axe';
import { devLogin } from '../support/dev-login';

const GIFT_PAGES_BLOCKED_ON_COM =
  'the gift activation page is blocked on the English storefront (docs/product/02-screens.md#page-blocking-per-storefront)';

test('a logged-in shopper activates a gift by number and code and adds it to the profile', async ({
  page,
  storefront,
}) => {
  test.skip(storefront === 'en', GIFT_PAGES_BLOCKED_ON_COM);
  const activation = new GetCertificatePage(page, storefront);
  await page.goto('/');
  await devLogin(page);
  const gift = await activation.buyGiftThroughApi(7000);

  await activation.open(gift.id);
  await expect(page.getByRole('textbox', { name: activation.text.giftId })).toHaveValue(gift.id);
  const wrong = gift.authCode === '0000' ? '1111' : '0000';
  await activation.check(wrong);
  await expect(page.getByText('Неверный код активации')).toBeVisible();

  await activation.check(gift.authCode);
  await expect(activation.details.getByTestId('gift-amount')).toHaveText(/7\s000/);
  await expect(activation.details.getByTestId('gift-status')).toHaveText('Не активирован');
  expect(await seriousViolations(page)).toEqual([]);

  await activation.addToProfile();
  await expect(activation.details.getByTestId('gift-status')).toHaveText('Уже добавлен в профиль');
});

test('a shopper types a gift number on the page without one and sees the gift, its number then in the address', async ({
  page,
  storefront,
}) => {
  test.skip(storefront === 'en', GIFT_PAGES_BLOCKED_ON_COM);
  const activation = new GetCertificatePage(page, storefront);
  await page.goto('/');
  const gift = await activation.buyGiftThroughApi(4000);

  await activation.open();
  await page.getByRole('textbox', { name: activation.text.giftId }).fill(gift.id);
  await activation.check(gift.authCode);
  await expect(page).toHaveURL(new RegExp(`/get-certificate/${gift.id}$`));
  await expect(activation.details.getByTestId('gift-amount')).toHaveText(/4\s000/);
  await expect(page.getByRole('textbox', { name: activation.text.giftId })).toHaveValue(gift.id);
});
