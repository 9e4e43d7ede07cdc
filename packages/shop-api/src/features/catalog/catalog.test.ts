import {
  type BestsellersResponse,
  type CatalogShowResponse,
  type DesignersResponse,
  LISTING_PRODUCT_FIELDS,
  type ListingProduct,
  type MainPageResponse,
  type Product,
  type ProductResponse,
  type TrendsResponse,
} from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';

const FULL_PRODUCT_FIELDS = [
  'id',
  'itemId',
  'externalCode',
  'sku',
  'code',
  'name',
  'url',
  'tags',
  'photos',
  'photo',
  'designer',
  'catalog',
  'price',
  'hasPriceRange',
  'modifications',
  'itemCard',
  'skuListWithGems',
  'collection',
  'sets',
  'is_archive',
  'maxQuantity',
  'preorder',
  'paymentRestrictionMessages',
  'dolyamePaymentInfo',
  'designerPhoto',
  'videos',
] as const;

let server: TestServer;
let ru: Agent;
let en: Agent;

beforeAll(async () => {
  server = await startTestServer();
  ru = new Agent(server.url, 'ru');
  en = new Agent(server.url, 'en');
});
afterAll(() => server.close());

const show = (agent: Agent, body: unknown, section = 'catalog') =>
  agent.request<CatalogShowResponse>('POST', `/${section}/show`, body, { csrf: false });

describe('POST /catalog/show', () => {
  it('lists all products, 48 a page, as card projections (docs/product/02-screens.md#product-card) only', async () => {
    const { status, body } = await show(ru, { url: '' });
    expect(status).toBe(200);
    expect(body.result.quantity).toBeGreaterThan(600);
    expect(body.result.products).toHaveLength(48);
    const product = body.result.products[0] as ListingProduct;
    expect(Object.keys(product).sort()).toEqual([...LISTING_PRODUCT_FIELDS].sort());
    // 48 full products were ~200-316 KB; the cards of one page stay well below.
    expect(JSON.stringify(body).length).toBeLessThan(150_000);
    for (const card of body.result.products) {
      expect(card).not.toHaveProperty('skuListWithGems');
      expect(card).not.toHaveProperty('description');
    }
    expect(product.price.currency).toBe('RUB');
    expect(product.photo).toMatch(/^\/api\/media\/products\/p\d+-640\.webp$/);
    expect(body.result.products.every((p) => !p.is_archive)).toBe(true);
  });

  it.each(['/rings', '/rings/signet-rings'])(
    'lists only rings under %s (their full products say so)',
    async (url) => {
      const { body } = await show(ru, { url, limit: 5 });
      expect(body.result.products.length).toBeGreaterThan(0);
      for (const card of body.result.products) {
        const page = await ru.get<ProductResponse>(`/jewelry/${card.id}`);
        expect(page.body.product.catalog.id).toBe('rings');
      }
    },
  );

  it('keeps every Product field on the product call (GET /jewelry/{id})', async () => {
    const { body } = await show(ru, { url: '', limit: 1 });
    const { status, body: page } = await ru.get<ProductResponse>(
      `/jewelry/${body.result.products[0]!.id}`,
    );
    expect(status).toBe(200);
    for (const key of FULL_PRODUCT_FIELDS) expect(page.product).toHaveProperty(key);
  });

  it('answers a listing again after the stock changed (the cached answer is dropped)', async () => {
    const request = { url: '', limit: 48, parameters: { in_stock: true } };
    const before = await show(ru, request);
    const card = before.body.result.products[0]!;
    const full = await ru.get<ProductResponse>(`/jewelry/${card.id}`);
    await ru.token();
    const stockBefore = full.body.product.maxQuantity;
    expect(stockBefore).toBeGreaterThan(0);
    for (const sku of full.body.product.skuListWithGems) {
      const set = await server.hooks.request('POST', '/sku-stock', { skuId: sku.id, stock: 0 });
      expect(set.status).toBe(200);
    }
    const after = await show(ru, request);
    expect(after.body.result.products.map((p) => p.id)).not.toContain(card.id);
    expect(after.body.result.quantity).toBe(before.body.result.quantity - 1);
  });

  it('answers a listing again after a price changed in the database (the cached answer is dropped)', async () => {
    const request = { url: '/rings', limit: 48 };
    const before = await show(ru, request);
    const enBefore = await show(en, request);
    const card = before.body.result.products.find((p) => p.price.final !== null)!;
    const previous = card.price.final!;
    const set = await server.hooks.request('POST', '/product-price', {
      productId: card.id,
      currency: 'RUB',
      price: previous + 1000,
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      productId: card.id,
      currency: 'RUB',
      price: previous + 1000,
      previousPrice: previous,
    });
    try {
      const after = await show(ru, request);
      expect(after.body.result.products.find((p) => p.id === card.id)?.price.final).toBe(
        previous + 1000,
      );
      const page = await ru.get<ProductResponse>(`/jewelry/${card.id}`);
      expect(page.body.product.price.final).toBe(previous + 1000);
      // The other storefront's currency is a column of its own: unchanged.
      const priceOnEn = (answer: typeof enBefore) =>
        answer.body.result.products.find((p) => p.id === card.id)?.price.final;
      expect(priceOnEn(await show(en, request))).toBe(priceOnEn(enBefore));
    } finally {
      await server.hooks.request('POST', '/product-price', {
        productId: card.id,
        currency: 'RUB',
        price: previous,
      });
    }
    expect(
      (
        await server.hooks.request('POST', '/product-price', {
          productId: 99_999_999,
          currency: 'RUB',
          price: 1,
        })
      ).status,
    ).toBe(404);
    // Malformed input changes nothing: no such currency, no free or negative price.
    for (const body of [
      { productId: card.id, currency: 'EUR', price: 1 },
      { productId: card.id, currency: 'RUB', price: 0 },
      { productId: card.id, currency: 'RUB', price: -5 },
      { productId: 'x', currency: 'RUB', price: 1 },
    ])
      expect((await server.hooks.request('POST', '/product-price', body)).status).toBe(400);
    // A visitor of the development API (as `npm start` runs it) has no such route.
    expect((await ru.request('POST', '/product-price', { productId: card.id })).status).toBe(404);
    const unchanged = await show(ru, request);
    expect(unchanged.body.result.products.find((p) => p.id === card.id)?.price.final).toBe(
      previous,
    );
  });

  it('GET /catalog/stamp moves with any price or stock change, and says none of the figures', async () => {
    const stamp = async () => {
      const answer = await ru.get<{ stamp: string }>('/catalog/stamp');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return answer.body.stamp;
    };
    const first = await stamp();
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(await stamp()).toBe(first);
    const card = (await show(ru, { url: '/rings', limit: 48 })).body.result.products.find(
      (p) => p.price.final !== null,
    )!;
    const setPrice = (price: number) =>
      server.hooks.request('POST', '/product-price', {
        productId: card.id,
        currency: 'RUB',
        price,
      });
    const previous = card.price.final!;
    expect((await setPrice(previous + 1)).status).toBe(200);
    const priced = await stamp();
    await setPrice(previous);
    expect(priced).not.toBe(first);
    expect(await stamp()).toBe(first);
    const sku = (await ru.get<ProductResponse>(`/jewelry/${card.id}`)).body.product
      .skuListWithGems[0]!;
    const { body: stock } = await server.hooks.request<{ previousStock: number }>(
      'POST',
      '/sku-stock',
      { skuId: sku.id, stock: 7 },
    );
    const stocked = await stamp();
    await server.hooks.request('POST', '/sku-stock', { skuId: sku.id, stock: stock.previousStock });
    expect(stocked).not.toBe(first);
    expect(await stamp()).toBe(first);
  });

  it('pages with offset without overlap', async () => {
    const first = await show(ru, { url: '/rings', limit: 10, offset: 0 });
    const second = await show(ru, { url: '/rings', limit: 10, offset: 10 });
    const ids = new Set(first.body.result.products.map((p) => p.id));
    expect(second.body.result.products.some((p) => ids.has(p.id))).toBe(false);
    expect(first.body.result.quantity).toBe(second.body.result.quantity);
  });

  it.each([
    ['/new', (p: ListingProduct) => p.tags.some((t) => t.code === 'new')],
    ['/sale', (p: ListingProduct) => p.tags.some((t) => t.code === 'sale')],
    ['/designers/volna', (p: ListingProduct) => p.designer.id === 'volna'],
    ['/jewelry', () => true],
    ['/trend/pearls', () => true],
  ])('filters the listing %s', async (url, check) => {
    const { status, body } = await show(ru, { url, limit: 48 });
    expect(status).toBe(200);
    expect(body.result.quantity).toBeGreaterThan(0);
    expect(body.result.products.every(check)).toBe(true);
  });

  it('searches by name and designer', async () => {
    const { body } = await show(en, { url: '/search/aurora' });
    expect(body.result.quantity).toBeGreaterThan(0);
    expect(body.result.products.every((p) => /aurora/i.test(`${p.name} ${p.designer.name}`))).toBe(
      true,
    );
  });

  it('applies parameters: price range, sort, designer, in stock', async () => {
    const { body } = await show(ru, {
      url: '',
      parameters: { sort: 'price_asc', price_from: 20000, price_to: 60000, in_stock: true },
    });
    const finals = body.result.products.map((p) => p.price.final ?? 0);
    expect(finals.every((f) => f >= 20000 && f <= 60000)).toBe(true);
    expect([...finals].sort((a, b) => a - b)).toEqual(finals);
    const byDesigner = await show(ru, { url: '', parameters: { designer: ['volna', 'tochka'] } });
    expect(
      byDesigner.body.result.products.every((p) => ['volna', 'tochka'].includes(p.designer.id)),
    ).toBe(true);
  });

  it('answers tag listings through POST /tags/show', async () => {
    const { body } = await show(ru, { url: '/bestseller' }, 'tags');
    expect(body.result.products.every((p) => p.tags.some((t) => t.code === 'bestseller'))).toBe(
      true,
    );
  });

  it('prices in USD on the English storefront and in AED for the UAE', async () => {
    const usd = await show(en, { url: '', limit: 1 });
    expect(usd.body.result.products[0]!.price.currency).toBe('USD');
    const ae = new Agent(server.url, 'en');
    await ae.token();
    await ae.post('/location/set-country', { countryCode: 'AE' });
    const aed = await show(ae, { url: '', limit: 1 });
    expect(aed.body.result.products[0]!.price.currency).toBe('AED');
    const host = await fetch(`${server.url}/catalog/show`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'en.localhost:8080' },
      body: JSON.stringify({ url: '', limit: 1 }),
    });
    const hostBody = (await host.json()) as CatalogShowResponse;
    expect(hostBody.result.products[0]!.price.currency).toBe('USD');
  });

  it('rejects unknown listings and bad input with 4xx JSON', async () => {
    expect((await show(ru, { url: '/no-such-category' })).status).toBe(404);
    expect((await show(ru, { url: '/designers/nobody' })).status).toBe(404);
    expect((await show(ru, { url: '', limit: 49 })).status).toBe(400);
    expect((await show(ru, { url: '', limit: 'abc' })).status).toBe(400);
    expect((await show(ru, { limit: 5 })).body).toMatchObject({
      error: { code: 'validation_failed' },
    });
    const malformed = await ru.request('POST', '/catalog/show', undefined, {
      raw: '{"url":',
      csrf: false,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('covers the edge cases of the seed: no price, archived, sold out, showcase, preorder, restrictions, videos', async () => {
    const all: Product[] = [];
    for (const id of [5, 7, 11, 13, 17, 19, 3, 84, 50, 93, 60]) {
      const { body } = await ru.get<ProductResponse>(`/jewelry/${id}`);
      all.push(body.product);
    }
    expect(all.some((p) => p.price.initial === null && p.price.message)).toBe(true);
    expect(all.some((p) => p.is_archive)).toBe(true);
    expect(all.some((p) => p.maxQuantity === 0)).toBe(true);
    expect(all.some((p) => p.itemCard.isShowcase && p.itemCard.showcaseDesigner)).toBe(true);
    expect(all.some((p) => p.preorder)).toBe(true);
    expect(all.some((p) => p.paymentRestrictionMessages.length > 0)).toBe(true);
    expect(all.some((p) => p.videos.length > 0)).toBe(true);
    expect(all.some((p) => p.dolyamePaymentInfo !== null)).toBe(true);
  });
});

describe('product page, designers, bestsellers, main page', () => {
  it('GET /jewelry/{id} and by slug', async () => {
    const byId = await ru.get<ProductResponse>('/jewelry/12');
    expect(byId.status).toBe(200);
    const slug = byId.body.product.url.replace('/jewelry/', '');
    const bySlug = await ru.get<ProductResponse>(`/jewelry/${slug}`);
    expect(bySlug.body.product.id).toBe(12);
    expect((await ru.get('/jewelry/999999')).status).toBe(404);
  });

  it('fills modifications, collections and sets on the product page', async () => {
    const listing = await show(ru, { url: '', limit: 48 });
    const withMods = listing.body.result.products.find((p) => p.modifications.length > 0);
    expect(withMods?.modifications[0]?.variants.length).toBeGreaterThan(1);
    const pages = await Promise.all(
      listing.body.result.products.map(
        async (card) => (await ru.get<ProductResponse>(`/jewelry/${card.id}`)).body.product,
      ),
    );
    expect(pages.find((product) => product.collection)?.collection?.name).toBeTruthy();
  });

  it('GET /designers lists 30+ designers from several countries', async () => {
    const { body } = await ru.get<DesignersResponse>('/designers');
    expect(body.designers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(body.designers.map((d) => d.country_iso_code)).size).toBeGreaterThan(5);
    expect((await ru.get('/designers/volna')).status).toBe(200);
    expect((await ru.get('/designers/nobody')).status).toBe(404);
  });

  it('GET /trends lists the trends by name in the storefront’s language, each with its listing', async () => {
    const ruTrends = (await ru.get<TrendsResponse>('/trends')).body.trends;
    const enTrends = (await en.get<TrendsResponse>('/trends')).body.trends;
    expect(ruTrends).toHaveLength(6);
    expect(ruTrends).toContainEqual({ id: 'pearls', name: 'Жемчуг', url: '/trend/pearls' });
    expect(enTrends).toContainEqual({ id: 'pearls', name: 'Pearls', url: '/trend/pearls' });
    const names = enTrends.map((trend) => trend.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const trend of ruTrends) expect((await show(ru, { url: trend.url })).status).toBe(200);
  });

  it('GET /pd/frontend/bestsellers answers buyable products', async () => {
    const { body } = await ru.get<BestsellersResponse>('/pd/frontend/bestsellers');
    expect(body.bestsellers.length).toBeGreaterThan(0);
    expect(Object.keys(body.bestsellers[0]!).sort()).toEqual([...LISTING_PRODUCT_FIELDS].sort());
    expect(body.bestsellers.every((p) => p.canBuy)).toBe(true);
  });

  it('GET /main-page answers banners with full image sets that exist', async () => {
    const { body } = await ru.get<MainPageResponse>('/main-page');
    expect(body.banners.length).toBeGreaterThanOrEqual(6);
    const url = body.mainBanner.image.desktop.png['3x'];
    expect(url).toMatch(/^\/api\/media\/banners\//);
    const media = await fetch(`${server.url}${url.replace(/^\/api/, '')}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('image/png');
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect(body.certificateStoryImage.mobile.webp['1x']).toBeTruthy();
  });
});
