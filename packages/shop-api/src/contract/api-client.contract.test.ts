/** Contract test: @shop/api-client against the real server (temp database, port 0). */
import { ApiError, createApiClient, isCancelled } from '@shop/api-client';
import { cookieFetch } from '../testing/cookie-fetch';
import { type TestServer, startTestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('api-client ↔ shop-api', () => {
  it('browses, fills the cart, logs in and places an order', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({
      baseUrl: server.url,
      storefront: 'ru',
      fetch: cookieFetch(),
      onUnauthorized,
    });

    const main = await api.getMainPage();
    expect(main.banners.length).toBeGreaterThan(0);
    const listing = await api.showCatalog({
      url: '/earrings',
      limit: 48,
      offset: 0,
      parameters: { in_stock: true },
    });
    expect(listing.result.products.length).toBe(48);
    const product = listing.result.products.find(
      (p) => p.canBuy && !p.preorder && !p.itemCard.isShowcase,
    )!;
    expect((await api.getProduct(product.url.replace('/jewelry/', ''))).product.id).toBe(
      product.id,
    );
    expect((await api.getBestsellers()).bestsellers.length).toBeGreaterThan(0);
    expect((await api.getDesigners()).designers.length).toBeGreaterThan(29);
    expect((await api.getTrends()).trends).toContainEqual(
      expect.objectContaining({ id: 'pearls', url: '/trend/pearls' }),
    );
    expect((await api.getService('delivery')).title).toBe('Доставка');

    const added = await api.addToCart({ product_id: product.id });
    expect(added.cartData.totalProducts).toBe(1);
    const calc = await api.calculateCart({ delivery_method_id: 1, payment_method_id: 2 });
    expect(calc.cartData.availablePaymentMethods.find((m) => m.selected)?.id).toBe(2);
    expect((await api.cartAction('add-promocode', { code: 'NOPE' })).code).toBe(
      'promocode_not_found',
    );

    await expect(api.getProfileInfo()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const phone = '+79990000001';
    expect((await api.authIdentification({ phone })).success).toBe(true);
    const sms = await server.hooks.lastSms(phone);
    const auth = await api.authAuthenticate({ phone, code: sms.code });
    expect(auth.user?.isAuth).toBe(true);
    expect((await api.getProfileInfo()).user.phone).toBe(phone);
    expect((await api.getCommonData()).user.cartData.totalProducts).toBe(1);

    const order = await api.createOrder({
      delivery_method_id: 1,
      payment_method_id: 2,
      phone,
      email: 'maria@example.com',
      fio: 'Мария Иванова',
      address: 'Москва, ул. Тверская, 7',
    });
    expect(order.error).toBeNull();
    expect(order.result?.redirectUrl).toBe(`/order-success/${order.result?.orderId}`);
    const success = await api.getOrderSuccessData(order.result!.orderId);
    expect(success.status).toBe('new');
    expect((await api.getProfileOrders()).orders.some((o) => o.id === order.result!.orderId)).toBe(
      true,
    );

    const fav = await api.addFavorite(product.id);
    expect(fav.favoriteItemIds).toContain(product.id);
    expect((await api.removeFavorite(product.id)).favoriteItemIds).not.toContain(product.id);

    const list = await api.getPickupPointsList({ provider: ['cdek'], per_page: 5 });
    expect(list.data.items.every((p) => p.provider.id === 'cdek')).toBe(true);
    expect((await api.logout()).success).toBe(true);
  });

  it('normalizes server errors and cancellation', async () => {
    const api = createApiClient({ baseUrl: server.url, fetch: cookieFetch() });
    await expect(api.getProduct(999999)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(api.showCatalog({ url: '', limit: 100 })).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    const controller = new AbortController();
    controller.abort();
    const error = await api.getMainPage({ signal: controller.signal }).catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
  });
});
