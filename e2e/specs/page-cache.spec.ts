import type { DevProductPriceResponse, DevSkuStockResponse } from '@shop/types';
import { expect, test } from '../fixtures';
import { findBuyableProduct } from '../pages/cart-pages';
import { devLogin, uniquePhone } from '../support/dev-login';
import { probe, STOREFRONT_HOSTS, type ProbeAnswer } from '../support/http-probe';
import { SideShop } from '../support/side-shop';
import { testHookOk } from '../support/test-hooks';

// Issue #22 (ADR 30): the edge keeps served pages, and what a shopper sees stays current.

const CACHE_HEADER = 'x-shop-page-cache';
/** The longest a change in the database may take to show on a served page (issue #22). */
const CHANGE_SHOWS_WITHIN_MS = 5_000;

/**
 * Every object in the catalog slot's data a served page carries (its dehydrated queries), a
 * parent before its children; none when the page carries no such data.
 */
function* servedCatalogObjects(body: string): Generator<Record<string, unknown>> {
  const json = /<script id="shop-ssr-data-catalog" type="application\/json">(.*?)<\/script>/s.exec(
    body,
  )?.[1];
  if (!json) return;
  const pending: unknown[] = [JSON.parse(json) as unknown];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    yield value as Record<string, unknown>;
    pending.push(...Object.values(value).reverse());
  }
}

/** The quantity of a SKU in the data the served page carries. */
function servedQuantity(body: string, skuId: number): number | null {
  for (const value of servedCatalogObjects(body)) {
    const sku = value as { id?: unknown; balances?: Array<{ quantity?: number }> };
    if (sku.id === skuId && Array.isArray(sku.balances)) return sku.balances[0]?.quantity ?? 0;
  }
  return null;
}

/** The listing cards (id and final price) in the data a served listing carries. */
function servedCardPrices(body: string): Map<number, number> {
  const prices = new Map<number, number>();
  for (const value of servedCatalogObjects(body)) {
    const card = value as { id?: unknown; url?: unknown; price?: { final?: unknown } };
    if (
      typeof card.id === 'number' &&
      typeof card.url === 'string' &&
      typeof card.price?.final === 'number'
    )
      prices.set(card.id, card.price.final);
  }
  return prices;
}

/** The manifest URL of the catalog in a served page's inline registry. */
const servedCatalogManifest = (answer: ProbeAnswer): string | undefined =>
  (
    JSON.parse(
      /<script id="shop-registry" type="application\/json">(.*?)<\/script>/.exec(
        answer.body,
      )?.[1] ?? '{}',
    ) as { catalog?: string }
  ).catalog;

test('a stock change shows on the served product page within 5 s, though the page is cached', async ({
  page,
  storefront,
}) => {
  const host = STOREFRONT_HOSTS[storefront];
  await page.goto('/');
  // Another product per storefront than the other specs change (they run side by side).
  const product = await findBuyableProduct(page, { pick: storefront === 'ru' ? 3 : 4 });
  const served = () => probe(`/jewelry/${product.id}`, host);
  // Served with its content once the render is within its budget (a cold one may not be).
  await expect
    .poll(async () => servedQuantity((await served()).body, product.skuId), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const cached = await served();
  expect(['hit', 'stale']).toContain(cached.headers[CACHE_HEADER]);
  // More in stock, not less: a spec beside this one may need the product buyable.
  const more = (servedQuantity(cached.body, product.skuId) ?? 0) + 3;
  const { previousStock } = await testHookOk<DevSkuStockResponse>('POST', '/sku-stock', {
    skuId: product.skuId,
    stock: more,
  });
  const changed = Date.now();
  try {
    await expect
      .poll(async () => servedQuantity((await served()).body, product.skuId), {
        timeout: CHANGE_SHOWS_WITHIN_MS,
        intervals: [200],
      })
      .toBe(more);
    expect(Date.now() - changed).toBeLessThanOrEqual(CHANGE_SHOWS_WITHIN_MS);
  } finally {
    await testHookOk('POST', '/sku-stock', { skuId: product.skuId, stock: previousStock });
  }
});

test('a price change made in the database shows on the served listing within 5 s, though the page is cached', async ({
  storefront,
}) => {
  const host = STOREFRONT_HOSTS[storefront];
  const served = () => probe('/catalog', host);
  await expect
    .poll(async () => servedCardPrices((await served()).body).size, { timeout: 15_000 })
    .toBeGreaterThan(10);
  const cached = await served();
  expect(['hit', 'stale']).toContain(cached.headers[CACHE_HEADER]);
  // The last card of the first page: the specs that buy take products from its start.
  const [productId, price] = [...servedCardPrices(cached.body)].at(-1)!;
  const currency = storefront === 'ru' ? 'RUB' : 'USD';
  const raised = price + 1000;
  // Restored below to what the database had: a page served just after an earlier run of this
  // test may still show that run's price (up to 4 s), which then differs from the database's.
  const { previousPrice } = await testHookOk<DevProductPriceResponse>('POST', '/product-price', {
    productId,
    currency,
    price: raised,
  });
  const changed = Date.now();
  try {
    await expect
      .poll(async () => servedCardPrices((await served()).body).get(productId), {
        timeout: CHANGE_SHOWS_WITHIN_MS,
        intervals: [200],
      })
      .toBe(raised);
    expect(Date.now() - changed).toBeLessThanOrEqual(CHANGE_SHOWS_WITHIN_MS);
  } finally {
    await testHookOk('POST', '/product-price', {
      productId,
      currency,
      price: previousPrice ?? price,
    });
  }
});

test("a signed-in visitor's header never gets into the page another visitor is served", async ({
  page,
  browser,
}) => {
  // Up to six renders and a log-in: more than the default 45 s where renders are slow.
  test.setTimeout(90_000);
  const surname = `Кэшева${Date.now() % 100000}`;
  await page.goto('/');
  const phone = uniquePhone();
  await devLogin(page, phone, {
    name: 'Ина',
    surname,
    email: `cache-${phone.slice(-9)}@example.com`,
  });
  // The signed-in visitor asks first for a page no one asked before (its own query, so no page
  // another spec left half-expired answers it): it is rendered for them and kept. A render a
  // busy machine takes past its budget is not kept (ADR 30); then the next query is tried.
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    let shared = false;
    // Six tries: on a machine that faults memory in slowly (docs/benchmark.md, "Machines") three
    // renders in a row ran past the budget once in a CI run.
    for (let attempt = 0; attempt < 6 && !shared; attempt += 1) {
      const path = `/catalog?visitors=${Date.now()}-${attempt}`;
      // Only the answer matters, not the page's scripts: a kept page lives 2 s fresh and 2 s
      // stale, less when another spec changes a price or the stock meanwhile, and waiting for
      // the load event (~8 s on a busy CI machine) let it expire before the guest asked.
      const signedIn = await page.goto(path, { waitUntil: 'commit' });
      const signedInBody = (await signedIn?.text()) ?? '';
      expect(signedInBody).not.toContain(surname);
      expect(signedInBody).not.toContain(phone.slice(-9));
      // Past its budget the slot was left to the browser, and such a page is not kept.
      if (!signedInBody.includes(' data-ssr-owner="catalog"')) continue;

      const answer = await guestPage.goto(new URL(path, page.url()).href, { waitUntil: 'commit' });
      const guestBody = (await answer?.text()) ?? '';
      expect(guestBody).not.toContain(surname);
      expect(guestBody).not.toContain(phone.slice(-9));
      if (!['hit', 'stale'].includes((await answer?.allHeaders())?.[CACHE_HEADER] ?? '')) continue;
      // The same public page for both: the personal parts come from each one's own browser.
      expect((await answer?.allHeaders())?.etag).toBe((await signedIn?.allHeaders())?.etag);
      shared = true;
    }
    expect(shared, "the guest was served the signed-in visitor's kept page").toBe(true);
  } finally {
    await guest.close();
  }
});

test.describe('a deploy and a rollback', () => {
  let shop: SideShop;
  let origin: string;

  test.beforeEach(async ({ storefront }) => {
    const offset = storefront === 'ru' ? 0 : 10;
    shop = new SideShop(8220 + offset);
    const originPort = 8225 + offset;
    origin = `http://localhost:${originPort}`;
    await shop.copyMainRegistry();
    await shop.startOrigin('catalog', originPort, shop.deployDir);
    await shop.startShell();
    expect(await shop.deploy('catalog', 'release-1', origin)).toBe(0);
  });

  test.afterEach(async () => {
    await shop.stop();
  });

  test('show on the next request, though the page was cached', async ({ storefront }) => {
    const served = () => probe('/catalog', STOREFRONT_HOSTS[storefront], shop.shellPort);
    // A cold render may fall back (not kept); the page is kept once one is within its budget.
    await expect
      .poll(async () => (await served()).headers[CACHE_HEADER], { timeout: 15_000 })
      .toMatch(/^(hit|stale)$/);
    expect(servedCatalogManifest(await served())).toContain('/release-1/');

    expect(await shop.deploy('catalog', 'release-2', origin)).toBe(0);
    const deployed = await served();
    // Rendered for the new version (kept, or not while its server build is still cold).
    expect(deployed.headers[CACHE_HEADER]).toMatch(/^(miss|bypass)$/);
    expect(servedCatalogManifest(deployed)).toContain('/release-2/');

    expect(await shop.rollback('catalog')).toBe(0);
    const rolledBack = await served();
    expect(servedCatalogManifest(rolledBack)).toContain('/release-1/');
    expect(rolledBack.body).not.toContain('/release-2/');
  });
});
