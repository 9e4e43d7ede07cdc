/**
 * The API restarted mid-session (issue #13): a new process on the same database serves the
 * same browser's session, cart, favorites and saved orders as if nothing happened. (The
 * checkout's order data is saved in the browser, docs/product/03-entities.md#order-data, and never leaves it.)
 */
import type {
  CartResponse,
  FavoritesShowResponse,
  OrderCreateResponse,
  OrderSuccessData,
  ProfileInfoResponse,
} from '@shop/types';
import { SESSION_COOKIE } from './plugins/session';
import { buyableProduct } from './testing/buyable-product';
import { Agent, type TestServer, startTestServer } from './testing/test-server';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

it('keeps the session, the cart, the favorites and the orders across a restart', async () => {
  const first = await startTestServer();
  server = first;
  // A seeded customer: a new phone would stop at the registration step.
  const phone = '+79990000001';
  const before = new Agent(first.url);
  await before.login(phone, first.hooks);

  const ordered = await buyableProduct(before, '/earrings');
  await before.post('/cart/add', { product_id: ordered.id, sku_id: ordered.skuId });
  const created = await before.post<OrderCreateResponse>('/order/create/v2', {
    delivery_method_id: 1,
    payment_method_id: 13,
    phone,
    email: 'restart@example.com',
    fio: 'Анна Петрова',
    address: 'Москва, ул. Тверская, 1',
    communication_method_id: 2,
  });
  expect(created.body.error).toBeNull();
  const orderId = created.body.result!.orderId;
  const inCart = await buyableProduct(before, '/rings');
  expect(
    (await before.post('/cart/add', { product_id: inCart.id, sku_id: inCart.skuId })).status,
  ).toBe(200);
  expect((await before.post(`/favorites/${inCart.id}`, {})).status).toBe(200);

  await first.close();
  server = null;
  const restarted = await startTestServer({}, first.dir);
  server = restarted;
  // The same browser: its cookie and CSRF token, now talking to the new process.
  const after = new Agent(restarted.url);
  after.setCookie(SESSION_COOKIE, before.cookie(SESSION_COOKIE)!);
  after.csrf = before.csrf;

  const profile = await after.get<ProfileInfoResponse>('/profile/info');
  expect(profile.status).toBe(200);
  expect(profile.body.user).toMatchObject({ isAuth: true, phone });
  const cart = await after.post<CartResponse>('/cart/calculate', {});
  expect(cart.status).toBe(200);
  expect(cart.body.cartData.totalProducts).toBe(1);
  const favorites = await after.post<FavoritesShowResponse>('/favorites/show', { inStock: false });
  expect(favorites.body.result.favoriteItemIds).toContain(inCart.id);
  const success = await after.get<OrderSuccessData>(`/order/success-data/${orderId}`);
  expect(success.status).toBe(200);
  expect(success.body).toMatchObject({ id: orderId, phone });
});
