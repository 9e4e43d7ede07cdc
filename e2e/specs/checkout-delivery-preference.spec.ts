import { expect, test } from '../fixtures';
import { addToCartThroughApi, CartPage, findBuyableProduct } from '../pages/cart-pages';
import { SHELL_PORT } from '../support/http-probe';

// Issue #24: after choosing pickup (cookie delivery_method=pickup, 1 year) a later checkout
// preselected "Экспресс-доставка, 1 500 ₽" (docs/product/04-states.md#delivery-methods-and-types: courier or pickup, the preference is kept).

const RU = `http://shop.test.ru:${SHELL_PORT}`;

test('a saved pickup preference preselects pickup, not a paid courier service', async ({
  page,
  storefront,
}) => {
  test.skip(
    storefront === 'en',
    "the .com storefront's default country (US) is delivered by courier only: there is no pickup to prefer",
  );
  const cart = new CartPage(page, storefront);
  await page.goto('/');
  await addToCartThroughApi(page, await findBuyableProduct(page, { from: '/rings', pick: 5 }));

  // The first checkout: the shopper picks pickup ("Самовывоз"), which is remembered.
  await cart.open();
  await cart.startCheckout();
  await expect(cart.main.getByRole('radio', { name: /^Курьером/ })).toBeChecked();
  await cart.main.getByRole('radio', { name: /^Самовывоз(?! из магазина)/ }).check();
  const preference = (await page.context().cookies(RU)).find((c) => c.name === 'delivery_method');
  expect(preference?.value).toBe('pickup');
  expect(preference!.expires * 1000).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);

  // A later checkout without the saved order form (another day, cleared storage): pickup again.
  await page.evaluate(() => window.localStorage.clear());
  await cart.open();
  await cart.startCheckout();
  await expect(cart.main.getByRole('radio', { name: /^Самовывоз(?! из магазина)/ })).toBeChecked();
  await expect(cart.main.getByRole('radio', { name: /^Экспресс-доставка/ })).not.toBeChecked();

  // Express is a courier: choosing it keeps the courier preference.
  const express = cart.main.getByRole('radio', { name: /^Экспресс-доставка/ });
  if (await express.isEnabled()) {
    await express.check();
    const after = (await page.context().cookies(RU)).find((c) => c.name === 'delivery_method');
    expect(after?.value).toBe('courier');
  }
});
