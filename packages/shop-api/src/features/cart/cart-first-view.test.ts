/**
 * GET /cart (ADR 41): what the cart page's first calculation answers, read without storing
 * anything, so the page's HTML can preload it. Asked as the visitor, as another visitor and as
 * another site.
 */
import type { CartCalculateRequest, CartResponse, CommonDataResponse } from '@shop/types';
import { buyableProduct } from '../../testing/buyable-product';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The context the cart page sends first: no choices, delivery to the common data's location. */
async function pageFirstContext(agent: Agent): Promise<CartCalculateRequest> {
  const common = await agent.post<CommonDataResponse>('/pd/frontend/common_data', {});
  const { location } = common.body.locale;
  return {
    delivery_method_id: null,
    payment_method_id: null,
    spend_bonuses: false,
    pickup_point_id: null,
    delivery: { country: location.country_iso_code, region: location.region, city: location.city },
  };
}

describe('GET /cart', () => {
  it('answers a visitor without a session an empty cart, and creates no session', async () => {
    const agent = new Agent(server.url);
    const read = await agent.get<CartResponse>('/cart');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ result: true, cartData: { totalProducts: 0, products: {} } });
    expect(read.headers.getSetCookie()).toEqual([]);
    expect(read.body.cartData.currency).toBe('RUB');
  });

  it("answers what the page's first calculation does, and keeps the stored choices", async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const { id } = await buyableProduct(agent);
    await agent.post('/cart/add', { product_id: id });
    // A choice stored by an earlier checkout: the page clears it with its first calculation.
    await agent.post('/cart/calculate', { delivery_method_id: 2, payment_method_id: 13 });

    const read = await agent.get<CartResponse>('/cart');
    expect(read.status).toBe(200);
    expect(read.body.cartData.totalProducts).toBe(1);
    const selected = (answer: CartResponse) =>
      answer.cartData.delivery.find((option) => option.selected)?.typeId;
    expect(selected(read.body)).toBe(1); // the first option, as without a choice
    // Reading stored nothing: the earlier choice still applies to a calculation without one.
    const stored = await agent.post<CartResponse>('/cart/calculate', {});
    expect(selected(stored.body)).toBe(2);

    const first = await agent.post<CartResponse>('/cart/calculate', await pageFirstContext(agent));
    expect(read.body).toEqual(first.body);
  });

  it("shows another visitor and another site nothing of a visitor's cart", async () => {
    const owner = new Agent(server.url);
    await owner.token();
    const { id } = await buyableProduct(owner);
    await owner.post('/cart/add', { product_id: id });
    expect((await owner.get<CartResponse>('/cart')).body.cartData.totalProducts).toBe(1);

    const stranger = new Agent(server.url);
    await stranger.token();
    expect((await stranger.get<CartResponse>('/cart')).body.cartData.totalProducts).toBe(0);

    // A page of another site reading it with the owner's cookie is not allowed to see the answer.
    const crossSite = await owner.request('GET', '/cart', undefined, {
      headers: { origin: 'https://attacker.example' },
    });
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
    expect(crossSite.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
