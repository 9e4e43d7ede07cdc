/**
 * The relevance test of issue #25: a fixed set of queries in both languages against the real
 * API. The API suite runs on SQLite and again on PostgreSQL (Jest project "@shop/shop-api
 * (PostgreSQL)"), so both search implementations are held to this one table.
 */
import type {
  CatalogShowParameters,
  CatalogShowResult,
  ListingProduct,
  ProductResponse,
  SearchSuggestResponse,
} from '@shop/types';
import { createApiClient } from '@shop/api-client';
import { Agent, type TestServer, startTestServer } from '../../../testing/test-server';
import { queryWords } from './analyzer';
import { TIERS } from './search-engine';
import { ensureSearchIndex } from './search-index';
import { searchEngineOf } from './search-service';

let server: TestServer;
let ru: Agent;
let en: Agent;

beforeAll(async () => {
  server = await startTestServer();
  ru = new Agent(server.url, 'ru');
  en = new Agent(server.url, 'en');
});
afterAll(() => server.close());

const show = async (
  agent: Agent,
  url: string,
  options: { offset?: number; parameters?: CatalogShowParameters } = {},
): Promise<CatalogShowResult> => {
  const { status, body } = await agent.request<{ result: CatalogShowResult }>(
    'POST',
    '/catalog/show',
    { url, limit: 48, ...options },
    { csrf: false },
  );
  expect(status).toBe(200);
  return body.result;
};

const search = (agent: Agent, query: string, options?: Parameters<typeof show>[2]) =>
  show(agent, `/search/${encodeURIComponent(query)}`, options);

/** Every result of a listing, page by page (48 each), in order. */
async function all(
  agent: Agent,
  url: string,
  parameters?: CatalogShowParameters,
): Promise<ListingProduct[]> {
  const first = await show(agent, url, { parameters });
  const out = [...first.products];
  for (let offset = 48; offset < first.quantity; offset += 48)
    out.push(...(await show(agent, url, { offset, parameters })).products);
  expect(out).toHaveLength(first.quantity);
  return out;
}

const allFound = (agent: Agent, query: string, parameters?: CatalogShowParameters) =>
  all(agent, `/search/${encodeURIComponent(query)}`, parameters);

const ids = (products: readonly ListingProduct[]) => products.map((p) => p.id);
const sortedIds = (products: readonly ListingProduct[]) => ids(products).sort((a, b) => a - b);

/** Index of the first product failing `test`; every product after it fails it too. */
function leadingBlock<T extends { name: string }>(products: readonly T[], test: (p: T) => boolean) {
  const end = products.findIndex((p) => !test(p));
  const block = end === -1 ? products.length : end;
  expect(
    products
      .slice(block)
      .filter(test)
      .map((p) => p.name),
  ).toEqual([]);
  return block;
}

const nameHas = (word: RegExp) => (p: { name: string }) => word.test(p.name);
const inStock = (p: ListingProduct) => p.maxQuantity > 0;

describe('search: any case, any word form, whole words (issue #25 table)', () => {
  it('finds the rings whatever the case: Кольцо, кольцо, КОЛЬЦО give the same results', async () => {
    const [upper, lower, caps] = await Promise.all(
      ['Кольцо', 'кольцо', 'КОЛЬЦО'].map((q) => allFound(ru, q)),
    );
    const rings = await show(ru, '/rings');
    // Every ring (its name says "Кольцо"), named ones first; then what only a category or
    // subcategory links to the word (men's rings, "Серьги-кольца" hoops).
    const named = leadingBlock(lower, nameHas(/^Кольцо /));
    expect(named).toBe(rings.quantity);
    expect(ids(upper)).toEqual(ids(lower));
    expect(ids(caps)).toEqual(ids(lower));
  });

  it('finds the same products for other forms of a word: кольца, кольцами, серьгу', async () => {
    const [ring, rings, withRings] = await Promise.all(
      ['кольцо', 'кольца', 'кольцами'].map((q) => allFound(ru, q)),
    );
    expect(sortedIds(rings)).toEqual(sortedIds(ring));
    expect(sortedIds(withRings)).toEqual(sortedIds(ring));
    expect((await search(ru, 'серьгу')).quantity).toBe((await search(ru, 'серьги')).quantity);
  });

  it('serves the earrings for серьги: "Серьги …" (the word as typed) before "Серьга …" (another form)', async () => {
    const found = await allFound(ru, 'серьги');
    const earrings = await show(ru, '/earrings');
    const piercing = await show(ru, '/piercing');
    expect(found).toHaveLength(earrings.quantity + piercing.quantity);
    const exact = leadingBlock(found, nameHas(/^Серьги /));
    expect(exact).toBe(earrings.quantity);
    expect(found.slice(exact).every(nameHas(/^Серьга для пирсинга /))).toBe(true);
  });

  it('matches whole words: "ring" finds rings, not earrings', async () => {
    const found = await allFound(en, 'ring');
    const [rings, mensRings] = await Promise.all([show(en, '/rings'), show(en, '/men/men-rings')]);
    expect(found.some(nameHas(/earring/i))).toBe(false);
    expect(found).toHaveLength(rings.quantity + mensRings.quantity);
    expect(leadingBlock(found, nameHas(/ ring$/))).toBe(rings.quantity);
    expect(sortedIds(await allFound(en, 'rings'))).toEqual(sortedIds(found));
  });

  it.each([
    ['колцо', 'кольцо'],
    ['earings', 'earrings'],
    ['Серги', 'серьги'],
    ['volnaa', 'volna'],
  ])('corrects the typo %s to «%s» and shows its results', async (typo, corrected) => {
    const [fixed, right] = await Promise.all([search(ru, typo), search(ru, corrected)]);
    expect(fixed.search).toEqual({ query: typo, correctedQuery: corrected });
    expect(fixed.quantity).toBe(right.quantity);
    expect(ids(fixed.products)).toEqual(ids(right.products));
    expect(right.search).toEqual({ query: corrected });
  });

  it('keeps a word that is only another form ("кольцами" is not a typo of "кольца")', async () => {
    expect((await search(ru, 'кольцами')).search).toEqual({ query: 'кольцами' });
  });

  it('answers nothing, and no correction, for a query no word resembles', async () => {
    for (const agent of [ru, en]) {
      const found = await search(agent, 'zzzqqq');
      expect(found.quantity).toBe(0);
      expect(found.products).toEqual([]);
      expect(found.search).toEqual({ query: 'zzzqqq' });
    }
  });

  it('finds a designer by name in any case, and only their products', async () => {
    const designer = await show(ru, '/designers/griboedov');
    for (const query of ['Griboedov', 'griboedov & co', 'GRIBOEDOV']) {
      const found = await allFound(en, query);
      expect(found).toHaveLength(designer.quantity);
      expect(found.every((p) => p.designer.id === 'griboedov')).toBe(true);
    }
  });

  it.each([
    ['бриллиант', 'diamonds', 'бриллиантами', 'Diamond'],
    ['изумруд', 'emerald', 'изумрудом', 'Emeralds'],
    ['сапфир', 'sapphires', 'сапфиром', 'SAPPHIRE'],
    ['жемчуг', 'жемчугом', 'жемчуга', 'Жемчуг'],
  ])(
    'finds materials and stones in both languages and forms: %s = %s = %s = %s',
    async (...queries) => {
      const found = await Promise.all(queries.map((q) => allFound(ru, q)));
      expect(found[0]!.length).toBeGreaterThan(0);
      for (const other of found.slice(1)) expect(sortedIds(other)).toEqual(sortedIds(found[0]!));
    },
  );

  it('finds silver in both languages ("silver" also finds the designer Nord Silver)', async () => {
    const [russian, english] = await Promise.all(['серебро', 'silver'].map((q) => allFound(ru, q)));
    expect(russian.length).toBeGreaterThan(0);
    expect(ids(russian).filter((id) => !ids(english).includes(id))).toEqual([]);
    expect(
      english
        .filter((p) => !ids(russian).includes(p.id))
        .every((p) => p.designer.id === 'nord-silver'),
    ).toBe(true);
  });

  it('reads the stone from the product itself: the first pearl results have pearls', async () => {
    const found = await search(ru, 'жемчуг');
    for (const card of found.products.slice(0, 3)) {
      const { body } = await ru.get<ProductResponse>(`/jewelry/${card.id}`);
      const values = body.product.skuListWithGems.flatMap((sku) =>
        sku.characteristics.map((c) => c.value),
      );
      expect(values.join(' ')).toMatch(/жемчуг/i);
    }
  });

  it('treats ё as е: "жёлтое золото" and "желтое золото" find the same', async () => {
    const [yo, ye] = await Promise.all(
      ['жёлтое золото', 'желтое золото'].map((q) => allFound(ru, q)),
    );
    expect(yo.length).toBeGreaterThan(0);
    expect(sortedIds(yo)).toEqual(sortedIds(ye));
  });

  it('needs every word, stop words aside: "кольцо с бриллиантом" is diamond rings', async () => {
    const [both, rings, diamonds] = await Promise.all(
      ['кольцо с бриллиантом', 'кольцо', 'бриллиант'].map((q) => allFound(ru, q)),
    );
    const expected = ids(rings).filter((id) => ids(diamonds).includes(id));
    expect(both.length).toBeGreaterThan(0);
    expect(sortedIds(both)).toEqual(expected.sort((a, b) => a - b));
    // Hoops are "Серьги-кольца": both words, from their subcategory.
    const hoops = await show(ru, '/earrings/hoops');
    expect((await search(ru, 'серьги-кольца')).quantity).toBe(hoops.quantity);
  });

  it('answers both storefronts with the same products in their language', async () => {
    const [inRussian, inEnglish] = await Promise.all([search(ru, 'aurora'), search(en, 'aurora')]);
    expect(inRussian.quantity).toBeGreaterThan(0);
    expect(ids(inEnglish.products)).toEqual(ids(inRussian.products));
    expect(inRussian.products.every(nameHas(/Aurora/))).toBe(true);
    expect(inRussian.products[0]!.price.currency).toBe('RUB');
    expect(inEnglish.products[0]!.price.currency).toBe('USD');
  });
});

describe('search: relevance, and the listing around it', () => {
  it('puts name matches before description-only ones and, of equal relevance, what is in stock first', async () => {
    const found = await allFound(ru, 'кольцо');
    const named = leadingBlock(found, nameHas(/^Кольцо /));
    const rings = found.slice(0, named);
    // All named rings are equally relevant: those that can be bought come first.
    const available = leadingBlock(rings, inStock);
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThan(rings.length);
  });

  it('keeps sort, filters and paging (48) working on results', async () => {
    const every = await allFound(ru, 'кольцо');
    const first = await search(ru, 'кольцо');
    expect(first.products).toHaveLength(48);
    const second = await search(ru, 'кольцо', { offset: 48 });
    expect(ids(second.products).some((id) => ids(first.products).includes(id))).toBe(false);
    expect(second.quantity).toBe(first.quantity);

    const byPrice = await allFound(ru, 'кольцо', { sort: 'price_asc' });
    expect(sortedIds(byPrice)).toEqual(sortedIds(every));
    const prices = byPrice.map((p) => p.price.final).filter((v): v is number => v !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const available = await allFound(ru, 'кольцо', { in_stock: true });
    expect(available.length).toBeLessThan(every.length);
    expect(available.every(inStock)).toBe(true);

    const designer = first.filters.designers[0]!;
    const oneDesigner = await allFound(ru, 'кольцо', { designer: designer.id });
    expect(oneDesigner).toHaveLength(designer.count);
    expect(oneDesigner.every((p) => p.designer.id === designer.id)).toBe(true);
    expect(first.filters.designers.reduce((sum, d) => sum + d.count, 0)).toBe(first.quantity);
  });
});

describe('GET /search/suggest', () => {
  const suggest = async (agent: Agent, q: string) => {
    const { status, body } = await agent.get<SearchSuggestResponse>(
      `/search/suggest?q=${encodeURIComponent(q)}`,
    );
    expect(status).toBe(200);
    return body;
  };

  it('suggests products (small photo, price), categories and designers from two letters', async () => {
    const answer = await suggest(ru, 'ко');
    expect(answer.products).toHaveLength(6);
    expect(answer.products.every((p) => /(^| )ко/i.test(p.name))).toBe(true);
    const product = answer.products[0]!;
    expect(Object.keys(product).sort()).toEqual(
      ['designer', 'id', 'name', 'photo', 'price', 'url'].sort(),
    );
    expect(product.photo).toMatch(/-320\.webp$/);
    expect(product.url).toMatch(/^\/jewelry\//);
    expect(product.price.currency).toBe('RUB');
    expect(answer.categories.map((c) => c.name)).toContain('Кольца');
    expect(answer.categories.find((c) => c.name === 'Кольца')?.url).toBe('/catalog/rings');
    const english = await suggest(en, 'ri');
    expect(english.products[0]?.price.currency).toBe('USD');
  });

  it('suggests a designer by the first letters of any word of the name', async () => {
    expect((await suggest(en, 'vol')).designers).toEqual([
      { id: 'volna', name: 'Volna', url: '/designers/volna' },
    ]);
    expect((await suggest(en, 'atel')).designers.map((d) => d.id).sort()).toEqual([
      'atelier-lune',
      'aurum-atelier',
    ]);
  });

  it('puts names with the word as typed first, and reads earlier words as whole words', async () => {
    const earrings = await suggest(ru, 'серьги');
    expect(earrings.products.every(nameHas(/^Серьги /))).toBe(true);
    expect(earrings.categories.map((c) => c.name)).toEqual(['Серьги', 'Серьги-кольца']);
    // "ring" complete, "aur" typed: rings whose name or designer has a word beginning "aur".
    const ringAurora = await suggest(en, 'ring aur');
    expect(ringAurora.products.length).toBe(6);
    expect(ringAurora.products.some(nameHas(/^Aurora ring/))).toBe(true);
    expect(ringAurora.products.every(nameHas(/ ring$/))).toBe(true);
  });

  it('corrects a typo when nothing matches, and suggests nothing for nonsense', async () => {
    const typo = await suggest(ru, 'колцо');
    expect(typo.correctedQuery).toBe('кольцо');
    expect(typo.products.every(nameHas(/Кольцо/))).toBe(true);
    expect(await suggest(ru, 'zzzqqq')).toEqual({
      query: 'zzzqqq',
      products: [],
      designers: [],
      categories: [],
    });
  });

  it('is what @shop/api-client calls: searchSuggest(q)', async () => {
    const api = createApiClient({ baseUrl: server.url, storefront: 'en' });
    const answer = await api.searchSuggest('ear');
    expect(answer.query).toBe('ear');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products[0]!.price.currency).toBe('USD');
  });

  it('rejects a missing or too long query', async () => {
    expect((await ru.get('/search/suggest')).status).toBe(400);
    expect((await ru.get(`/search/suggest?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('reading matches in popularity order', () => {
  it.each(['кольцо', 'серьги aurora', 'золото'])(
    'walks doc_id order in stretches and collects from the index alike: %s',
    async (query) => {
      // A catalogue of 640 products is always collected; a large one walks (search-plan.ts).
      const { engine } = searchEngineOf(server.app.shopContext);
      const words = queryWords(query);
      const collected = await engine.upToTier(words, TIERS, 0, 500, { kind: 'collect' });
      expect(collected.length).toBeGreaterThan(0);
      for (const plan of [
        { kind: 'walk', window: 40, density: 0.5 },
        // Expecting many but finding few: the walk hands the rest to the index.
        { kind: 'walk', window: 40, density: 1 },
      ] as const) {
        expect(await engine.upToTier(words, TIERS, 0, 500, plan)).toEqual(collected);
        const after = collected[2]!.docId;
        expect(await engine.upToTier(words, TIERS, after, 5, plan)).toEqual(collected.slice(3, 8));
      }
    },
  );
});

describe('the search index', () => {
  it('is rebuilt when the catalogue changes, and not otherwise', async () => {
    const { db, dialect } = server.app.shopContext;
    expect(await ensureSearchIndex(db, dialect)).toBe(false);
    const product = (await search(ru, 'кольцо')).products[0]!;
    const row = await db
      .selectFrom('products')
      .select('name_en')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ name_en: `${row.name_en} Quokka` })
      .where('id', '=', product.id)
      .execute();
    try {
      expect(await ensureSearchIndex(db, dialect)).toBe(true);
      expect(ids((await search(en, 'quokka')).products)).toEqual([product.id]);
    } finally {
      await db
        .updateTable('products')
        .set({ name_en: row.name_en })
        .where('id', '=', product.id)
        .execute();
      await ensureSearchIndex(db, dialect);
    }
  });
});
