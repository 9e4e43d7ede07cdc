import type { OrderCreateResponse } from '@shop/types';
import { expect, test } from '../fixtures';
import { addToCartThroughApi, findBuyableProduct } from '../pages/cart-pages';
import { ProfilePage } from '../pages/profile-pages';
import { ShopForms } from '../pages/shop-forms';
import { seriousViolations } from '../support/axe';
import { browserApiOk } from '../support/browser-api';
import { devLogin } from '../support/dev-login';

test.describe.configure({ timeout: 120_000 });

test('a customer asks to return items of their order and sees the request with its state', async ({
  page,
  storefront,
}) => {
  const profile = new ProfilePage(page, storefront);
  const forms = new ShopForms(page, storefront);
  await page.goto('/');
  const { phone } = await devLogin(page);
  // An order paid on receipt (courier, cash): returnable once it has arrived.
  const product = await findBuyableProduct(page, { from: '/earrings', fromEnd: true, pick: 3 });
  await addToCartThroughApi(page, product);
  const created = await browserApiOk<OrderCreateResponse>(page, 'POST', '/order/create/v2', {
    delivery_method_id: 1,
    payment_method_id: 2,
    communication_method_id: 2,
    phone,
    email: `refund-${phone.slice(-9)}@example.com`,
    fio: storefront === 'ru' ? 'Анна Тестова' : 'Anna Test',
    address: storefront === 'ru' ? 'Москва, ул. Тверская, 1' : '5th Avenue 1, New York',
  });
  expect(created.result, JSON.stringify(created)).toBeTruthy();
  const orderId = created.result!.orderId;

  await profile.open('orders');
  const card = forms.orderCard(orderId);
  await card.getByRole('button', { name: forms.text.openRefund }).click();
  const form = forms.refundForm(orderId);
  await form.getByRole('button', { name: forms.text.sendRefund }).click();
  await expect(form.getByText(forms.text.noItems)).toBeVisible();
  await expect(form.getByText(forms.text.noReason)).toBeVisible();
  expect(await seriousViolations(page, '#shell-main form')).toEqual([]);

  await form.getByRole('checkbox', { name: product.name }).check();
  await forms.field(form, forms.text.reason).fill('Не подошёл размер');
  if (storefront === 'ru') {
    await forms.field(form, forms.text.inn).fill('7707083893');
    await forms.field(form, forms.text.bik).fill('044525225');
    await forms.field(form, forms.text.account).fill('40817810099910004312');
  } else {
    await expect(forms.field(form, forms.text.inn)).toHaveCount(0);
  }
  await form.getByRole('button', { name: forms.text.sendRefund }).click();
  await expect(card.getByRole('status')).toContainText(forms.text.refundSent);
  await expect(card.getByTestId('refund-request')).toContainText(forms.text.refundState);
  // Nothing of the order is left to return.
  await expect(card.getByRole('button', { name: forms.text.openRefund })).toHaveCount(0);

  await page.reload();
  await expect(forms.orderCard(orderId).getByTestId('refund-request')).toContainText(
    `${product.name} × 1`,
  );
});
