import { expect, test } from '../fixtures';
import { CartPage, findBuyableProduct } from '../pages/cart-pages';
import { ProductPage } from '../pages/catalog-pages';
import { dataLayerEvents, dataLayerEventsNamed, expectOnce } from '../support/data-layer';
import { devLogin } from '../support/dev-login';

// RUB on the Russian storefront; a new visitor of the English one is in New York (USD).
const CURRENCY = { ru: 'RUB', en: 'USD' } as const;
const ADDRESS = 'Москва, ул. Тверская, 1';
// The checkout's radio groups (their legends).
const GROUPS = {
  ru: { delivery: 'Способ доставки', payment: 'Способ оплаты' },
  en: { delivery: 'Delivery method', payment: 'Payment method' },
} as const;

test('a purchase reaches window.dataLayer as GA4 ecommerce events, each once, in the storefront currency', async ({
  page,
  storefront,
}) => {
  const currency = CURRENCY[storefront];
  await devLogin(page);
  const product = await findBuyableProduct(page, {
    from: '/bracelets',
    fromEnd: true,
    pick: storefront === 'ru' ? 0 : 1,
  });

  // A listing: each card seen once (60 % visible), a heart puts a product in the wishlist.
  await page.goto('/catalog');
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await expect
    .poll(async () => (await dataLayerEventsNamed(page, 'view_item_list')).length)
    .toBeGreaterThan(0);
  const views = await dataLayerEventsNamed(page, 'view_item_list');
  const seen = views.map(
    (v) => `${v.ecommerce?.items?.[0]?.item_list_name}|${v.ecommerce?.items?.[0]?.item_id}`,
  );
  expect(new Set(seen).size).toBe(seen.length);
  expect(views.every((v) => v.ecommerce?.currency === currency)).toBe(true);
  await card.getByRole('button', { pressed: false }).click();
  expect((await expectOnce(page, 'add_to_wishlist')).ecommerce?.currency).toBe(currency);

  // The product page: seen once, added to the cart once.
  const productPage = new ProductPage(page, storefront);
  await productPage.open(product.id);
  const viewItem = await expectOnce(page, 'view_item');
  expect(viewItem.ecommerce).toMatchObject({ currency, items: [{ item_id: String(product.id) }] });
  await productPage.chooseFirstAvailableSize();
  await productPage.addToCart.click();
  const added = await expectOnce(page, 'add_to_cart');
  expect(added.ecommerce).toMatchObject({
    currency,
    items: [{ item_id: String(product.id), quantity: 1 }],
  });

  // The checkout: begin, delivery, payment, each once with the cart's items.
  const cart = new CartPage(page, storefront);
  await cart.open();
  await cart.startCheckout();
  const begin = await expectOnce(page, 'begin_checkout');
  expect(begin.ecommerce?.currency).toBe(currency);
  expect(begin.ecommerce?.items?.map((i) => i.item_id)).toContain(String(product.id));
  await cart.field('address').fill(ADDRESS);
  await cart.field('apartment').fill('3');
  await cart.main
    .getByRole('group', { name: GROUPS[storefront].delivery })
    .getByRole('radio', { checked: true })
    .focus();
  await cart.main
    .getByRole('group', { name: GROUPS[storefront].payment })
    .getByRole('radio', { checked: true })
    .focus();
  for (const name of ['add_shipping_info', 'add_payment_info'])
    expect((await expectOnce(page, name)).ecommerce?.currency).toBe(currency);
  expect(await dataLayerEventsNamed(page, 'begin_checkout')).toHaveLength(1);

  // The purchase, on the thank-you page after the payment; not again on a reload.
  await cart.placeOrder.click();
  await cart.pay('succeed');
  await expect(page).toHaveURL(/\/order-success\/\d+$/);
  const orderId = page.url().split('/').pop();
  const purchase = await expectOnce(page, 'purchase');
  expect(purchase.ecommerce).toMatchObject({ currency, transaction_id: orderId });
  expect(purchase.ecommerce?.value).toBeGreaterThan(0);
  await page.reload();
  await expect(cart.main.getByTestId('order-number')).toHaveText(orderId ?? '');
  expect((await dataLayerEvents(page)).filter((e) => e.event === 'purchase')).toEqual([]);
});
