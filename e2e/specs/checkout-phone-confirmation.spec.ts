import { expect, test } from '../fixtures';
import { AuthPopup } from '../pages/auth-popup';
import { addToCartThroughApi, CartPage, findBuyableProduct } from '../pages/cart-pages';
import { uniquePhone } from '../support/dev-login';

const CONFIRM = { ru: 'Подтвердить телефон', en: 'Confirm the phone' } as const;
const CONFIRMED = { ru: 'Телефон подтверждён', en: 'Phone confirmed' } as const;

test.describe.configure({ timeout: 90_000 });

test('a guest confirms the checkout phone in the auth popup and stays in the checkout', async ({
  page,
  storefront,
}) => {
  const phone = uniquePhone();
  await page.goto('/');
  await addToCartThroughApi(
    page,
    await findBuyableProduct(page, { fromEnd: true, pick: storefront === 'ru' ? 0 : 1 }),
  );
  const cart = new CartPage(page, storefront);
  await cart.open();
  await cart.startCheckout();
  await cart.field('phone').fill(phone);
  await cart.field('email').fill(`checkout-${phone.slice(-9)}@example.com`);
  await cart.field('name').fill('Анна Тестова');
  await cart.field('address').fill('Москва, ул. Тверская, 1');
  await cart.field('apartment').fill('12');
  await cart.main.getByRole('button', { name: CONFIRM[storefront] }).click();

  // The checkout opens the popup with its phone filled in; a new phone registers on the way.
  const popup = new AuthPopup(page, storefront);
  const phoneField = popup.dialog.getByRole('textbox', { name: popup.text.phone });
  await expect(phoneField).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  await popup.dialog.getByRole('button', { name: popup.text.getCode }).click();
  await popup.enterCode(await popup.sentCode(phone));
  await popup.register({
    name: 'Анна',
    surname: 'Тестова',
    email: `popup-checkout-${phone.slice(-9)}@example.com`,
  });
  await expect(popup.dialog).toBeHidden();

  await expect(page).toHaveURL(/\/cart\?step=checkout$/);
  await expect(cart.main.getByText(CONFIRMED[storefront])).toBeVisible();
  await expect(cart.placeOrder).toBeEnabled();
  await expect(page.getByTestId('header-profile')).toContainText('Анна');
});
