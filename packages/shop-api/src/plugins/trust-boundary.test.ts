/**
 * The API trusts forwarding headers (X-Forwarded-*, X-Shop-Storefront) only from the shell's
 * address. Here the trusted edge is an address the test cannot be, so the test is a direct caller.
 */
import type { CatalogShowResponse, CommonDataResponse } from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../testing/test-server';

let direct: TestServer;
let behindEdge: TestServer;

beforeAll(async () => {
  direct = await startTestServer({ disableRateLimit: false, trustedProxies: ['10.255.255.1'] });
  behindEdge = await startTestServer({}, direct.dir + '-edge');
});
afterAll(async () => {
  await direct.close();
  await behindEdge.close();
});

const storefrontSeen = async (server: TestServer, headers: Record<string, string>) => {
  const agent = new Agent(server.url, 'en');
  const answer = await agent.request<CommonDataResponse>(
    'POST',
    '/pd/frontend/common_data',
    {},
    { csrf: false, headers },
  );
  return answer.body.locale.storefront;
};

/** The currency of the listing's prices. */
const currencySeen = async (server: TestServer, headers: Record<string, string>) => {
  const agent = new Agent(server.url, 'ru');
  const answer = await agent.request<CatalogShowResponse>(
    'POST',
    '/catalog/show',
    { url: '', limit: 1 },
    { csrf: false, headers },
  );
  return answer.body.result.products[0]!.price.currency;
};

describe('a direct caller (not the trusted edge)', () => {
  it('cannot choose the address the auth limit counts: 70 calls with made-up X-Forwarded-For are limited', async () => {
    const agent = new Agent(direct.url);
    await agent.token();
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const answer = await agent.request(
        'POST',
        '/auth/identification',
        { phone: '+79990001122' },
        {
          headers: { 'X-Forwarded-For': `203.0.113.${i}` },
        },
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
  });

  it('cannot pick the storefront with X-Shop-Storefront or X-Forwarded-Host', async () => {
    expect(
      await storefrontSeen(direct, {
        'X-Forwarded-Host': 'shop.test.com',
        'X-Shop-Storefront': 'en',
      }),
    ).toBe('ru');
  });

  it('cannot point the country redirect at another host with X-Forwarded-Host/-Proto', async () => {
    const agent = new Agent(direct.url);
    await agent.token();
    const answer = await agent.request<{ redirect_url: string }>(
      'POST',
      '/domain-by-country/US',
      { url: '/catalog' },
      { headers: { 'X-Forwarded-Host': 'shop.evil.ru', 'X-Forwarded-Proto': 'https' } },
    );
    // The other storefront's arrival (it keeps the chosen country there), on the request's own host.
    expect(answer.body.redirect_url).toMatch(
      /^http:\/\/en\.127\.0\.0\.1:\d+\/api\/location\/arrive\?country=US&to=%2Fcatalog$/,
    );
  });

  it("cannot choose the prices' currency with X-Shop-Currency (a server render's header)", async () => {
    expect(await currencySeen(direct, { 'X-Shop-Currency': 'AED' })).toBe('RUB');
  });

  it('gets no Secure cookie by claiming X-Forwarded-Proto: https', async () => {
    const answer = await fetch(`${direct.url}/token`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(answer.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });
});

describe('the trusted edge (loopback by default)', () => {
  it('names the storefront and the forwarded host', async () => {
    expect(await storefrontSeen(behindEdge, {})).toBe('en');
    expect(
      await storefrontSeen(behindEdge, {
        'X-Shop-Storefront': '',
        'X-Forwarded-Host': 'shop.test.com',
      }),
    ).toBe('en');
  });

  it("takes a server render's currency (X-Shop-Currency), the visitor's cookie being absent", async () => {
    expect(await currencySeen(behindEdge, {})).toBe('RUB');
    expect(await currencySeen(behindEdge, { 'X-Shop-Currency': 'AED' })).toBe('AED');
    expect(await currencySeen(behindEdge, { 'X-Shop-Currency': 'EUR' })).toBe('RUB');
  });
});
