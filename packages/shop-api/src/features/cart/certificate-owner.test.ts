/**
 * A certificate belongs to someone (issue #20, item 5): one in a customer's profile (the seed's
 * CERT-MARIA: user 1's, balance 4 500) is spent only from that customer's cart; a bearer code
 * in no profile (CERT-5000) by whoever holds it.
 */
import type { CartResponse, OrderCreateResponse } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

const MARIA = '+79990000001';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A cart with one product in it; answers its final sum. */
async function cartWithProduct(agent: Agent): Promise<number> {
  if (!agent.csrf) await agent.token();
  const { id, skuId } = await buyableProduct(agent);
  const added = await agent.post<CartResponse>('/cart/add', { product_id: id, sku_id: skuId });
  return added.body.cartData.finalSum.final;
}

const balanceOf = async (code: string): Promise<number | undefined> =>
  (
    await server.app.shopContext.db
      .selectFrom('certificates')
      .select('balance')
      .where('code', '=', code)
      .executeTakeFirst()
  )?.balance;

describe("a certificate in a customer's profile", () => {
  it("is refused in a stranger's cart, as an unknown code", async () => {
    const stranger = new Agent(server.url);
    const before = await cartWithProduct(stranger);
    const applied = await stranger.post<CartResponse>('/cart/add-certificate', {
      code: 'CERT-MARIA',
    });
    expect(applied.body).toMatchObject({
      result: false,
      code: 'certificate_not_found',
      error: 'Сертификат не найден',
    });
    expect(applied.body.cartData.certificates).toEqual([]);
    expect(applied.body.cartData.finalSum.final).toBe(before);
  });

  it("is spent from its owner's cart", async () => {
    const maria = new Agent(server.url);
    await maria.login(MARIA, server.hooks);
    const before = await cartWithProduct(maria);
    const applied = await maria.post<CartResponse>('/cart/add-certificate', {
      code: 'cert-maria',
    });
    expect(applied.body.result).toBe(true);
    expect(applied.body.cartData.certificates).toEqual([
      { code: 'CERT-MARIA', amount: 4500, currency: 'RUB' },
    ]);
    expect(applied.body.cartData.finalSum.final).toBe(Math.max(0, before - 4500));
  });

  it("already in a stranger's cart (applied earlier) is neither counted nor spent by the order", async () => {
    const stranger = new Agent(server.url);
    const before = await cartWithProduct(stranger);
    // As a cart saved before the rule, or a guest cart carried over, would hold it.
    await server.app.shopContext.db
      .updateTable('carts')
      .set({ certificates: JSON.stringify(['CERT-MARIA']) })
      .where('session_id', '=', stranger.cookie('shop_sid')!)
      .execute();
    const calculated = await stranger.post<CartResponse>('/cart/calculate', {});
    expect(calculated.body.cartData.certificates).toEqual([]);
    expect(calculated.body.cartData.finalSum.final).toBe(before);

    const phone = '+7 (999) 777-12-34';
    await stranger.post('/phone/send_code', { phone });
    const { code } = await server.hooks.lastSms(phone);
    await stranger.post('/phone/confirm', { code });
    const order = await stranger.post<OrderCreateResponse>('/order/create/v2', {
      delivery_method_id: 1,
      payment_method_id: 13,
      phone,
      email: 'stranger@example.com',
      fio: 'Пётр Чужой',
      address: 'Москва, ул. Тверская, 1',
      communication_method_id: 2,
    });
    expect(order.body.error).toBeNull();
    expect(await balanceOf('CERT-MARIA')).toBe(4500);
  });
});

describe('a bearer certificate (in no profile)', () => {
  it('is applied by whoever holds the code', async () => {
    const guest = new Agent(server.url);
    await cartWithProduct(guest);
    const applied = await guest.post<CartResponse>('/cart/add-certificate', {
      code: 'CERT-10000',
    });
    expect(applied.body.result).toBe(true);
    expect(applied.body.cartData.certificates).toEqual([
      { code: 'CERT-10000', amount: 10000, currency: 'RUB' },
    ]);
  });
});
