/** Catalogue reads: listings with filters and facets, products by id or slug, designers, bestsellers. */
import { type ExpressionBuilder, type Expression, type SqlBool, sql } from 'kysely';
import type { CatalogShowParameters, CurrencyCode, Designer, Locale } from '@shop/types';
import type { AppContext } from '../../app-context';
import type { DB } from '../../db/schema';
import { HttpError } from '../../errors';
import { DESIGNER_PHOTO_COUNT } from '../../seed/generate-media';
import type { ListingFilter } from './listing-filter';
import { priceColumns } from './product-mapper';
import type { ProductBundle, ProductRow, SkuRow, VariantRow } from './product-row';
import { type QueryWord, queryWords } from './search/analyzer';
import type { SearchEngine } from './search/search-engine';
import type { SearchPlanner } from './search/search-plan';
import { searchEngineOf } from './search/search-service';

type Eb = ExpressionBuilder<DB & { p: DB['products']; d: DB['designers'] }, 'p' | 'd'>;

const list = (value: string | string[] | undefined): string[] =>
  value === undefined
    ? []
    : (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean);

/** The words a search listing looks for: resolved by the route (typos), else as typed. */
const searchWords = (filter: Extract<ListingFilter, { kind: 'search' }>): QueryWord[] | null =>
  filter.query ? (filter.match?.words ?? queryWords(filter.query)) : null;

/** Showcase, preorder or a size in stock: what the "in stock" filter keeps. */
const inStock = (eb: Eb): Expression<SqlBool> =>
  eb.or([
    eb('p.showcase', '=', 1),
    eb('p.preorder', '=', 1),
    eb.exists(
      eb
        .selectFrom('skus as s')
        .select('s.id')
        .whereRef('s.product_id', '=', 'p.id')
        .where('s.stock', '>', 0),
    ),
  ]);

/** Parameters that narrow a listing (sort aside). */
const narrows = (parameters: CatalogShowParameters): boolean =>
  parameters.price_from !== undefined ||
  parameters.price_to !== undefined ||
  list(parameters.designer).length > 0 ||
  list(parameters.category).length > 0 ||
  list(parameters.tags).length > 0 ||
  Boolean(parameters.in_stock);

/** Documents read at least at once by a search page (more as a page goes deeper). */
const SEARCH_BATCH = 64;
/** Matches a collecting read (search-plan.ts) returns at once. */
const COLLECT_AT_ONCE = 5000;

export class CatalogRepository {
  private readonly search: SearchEngine;
  private readonly planner: SearchPlanner;

  constructor(private readonly ctx: AppContext) {
    ({ engine: this.search, planner: this.planner } = searchEngineOf(ctx));
  }

  private base() {
    return this.ctx.db
      .selectFrom('products as p')
      .innerJoin('designers as d', 'd.id', 'p.designer_id');
  }

  private readonly productColumns = [
    'p.id',
    'p.slug',
    'p.designer_id',
    'p.category_id',
    'p.subcategory_id',
    'p.name_ru',
    'p.name_en',
    'p.description_ru',
    'p.description_en',
    'p.price_rub',
    'p.price_usd',
    'p.price_aed',
    'p.initial_rub',
    'p.initial_usd',
    'p.initial_aed',
    'p.tags',
    'p.trends',
    'p.is_men',
    'p.is_archive',
    'p.preorder',
    'p.showcase',
    'p.popularity',
    'p.created_at',
    'p.image_index',
    'p.group_key',
    'p.mod_type',
    'p.mod_name_ru',
    'p.mod_name_en',
    'p.mod_value',
    'p.mod_color',
    'p.collection_id',
    'p.set_id',
    'p.extras',
    'd.name as designer_name',
    'd.sort as designer_sort',
  ] as const;

  /** Validates that the listing exists (category, designer, trend). */
  async assertListing(filter: ListingFilter): Promise<string> {
    const { db } = this.ctx;
    if (filter.kind === 'category') {
      const id = filter.subcategory ?? filter.category;
      const row = await db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'name_ru', 'name_en'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || (filter.subcategory && row.parent_id !== filter.category))
        throw new HttpError('not_found', 'Unknown category');
      return `${row.name_ru}|${row.name_en}`;
    }
    if (filter.kind === 'designer') {
      const row = await db
        .selectFrom('designers')
        .select(['name'])
        .where('id', '=', filter.designer)
        .executeTakeFirst();
      if (!row) throw new HttpError('not_found', 'Unknown designer');
      return `${row.name}|${row.name}`;
    }
    if (filter.kind === 'trend') {
      const row = await db
        .selectFrom('trends')
        .select(['name_ru', 'name_en'])
        .where('id', '=', filter.trend)
        .executeTakeFirst();
      if (!row) throw new HttpError('not_found', 'Unknown trend');
      return `${row.name_ru}|${row.name_en}`;
    }
    if (filter.kind === 'tag') {
      const titles: Record<string, string> = { new: 'Новинки|New in', sale: 'Скидки|Sale' };
      return titles[filter.tag] ?? `${filter.tag}|${filter.tag}`;
    }
    if (filter.kind === 'men') return 'Мужчинам|Men';
    if (filter.kind === 'search') return `Поиск: ${filter.query}|Search: ${filter.query}`;
    return 'Каталог|Catalogue';
  }

  private listingWhere(eb: Eb, filter: ListingFilter): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [eb('p.is_archive', '=', 0)];
    switch (filter.kind) {
      case 'tag':
        conditions.push(eb('p.tags', 'like', `%,${filter.tag},%`));
        break;
      case 'men':
        conditions.push(eb('p.is_men', '=', 1));
        break;
      case 'category':
        conditions.push(
          filter.subcategory
            ? eb('p.subcategory_id', '=', filter.subcategory)
            : eb('p.category_id', '=', filter.category),
        );
        break;
      case 'designer':
        conditions.push(eb('p.designer_id', '=', filter.designer));
        break;
      case 'trend':
        conditions.push(eb('p.trends', 'like', `%,${filter.trend},%`));
        break;
      case 'search': {
        // Full-text search of the database the shop runs on (search/search-engine.ts).
        const words = searchWords(filter);
        if (words) conditions.push(this.search.matches(words));
        break;
      }
      case 'all':
        break;
    }
    return conditions;
  }

  private parameterWhere(
    eb: Eb,
    parameters: CatalogShowParameters,
    currency: CurrencyCode,
  ): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [];
    const col = `p.${priceColumns(currency).final}` as const;
    if (parameters.price_from !== undefined) conditions.push(eb(col, '>=', parameters.price_from));
    if (parameters.price_to !== undefined) conditions.push(eb(col, '<=', parameters.price_to));
    const designers = list(parameters.designer);
    if (designers.length) conditions.push(eb('p.designer_id', 'in', designers));
    const categories = list(parameters.category);
    if (categories.length)
      conditions.push(
        eb.or([eb('p.category_id', 'in', categories), eb('p.subcategory_id', 'in', categories)]),
      );
    for (const tag of list(parameters.tags)) conditions.push(eb('p.tags', 'like', `%,${tag},%`));
    if (parameters.in_stock) conditions.push(inStock(eb));
    return conditions;
  }

  async listing(
    filter: ListingFilter,
    parameters: CatalogShowParameters,
    currency: CurrencyCode,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProductRow[]; quantity: number }> {
    const words = filter.kind === 'search' ? searchWords(filter) : null;
    if (words && !parameters.sort)
      return this.searchPage(words, parameters, currency, limit, offset);
    const where = (eb: Eb) =>
      eb.and([...this.listingWhere(eb, filter), ...this.parameterWhere(eb, parameters, currency)]);
    const countRow = await this.base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirst();
    const priceCol = `p.${priceColumns(currency).final}` as const;
    let query = this.base().select(this.productColumns).where(where);
    switch (parameters.sort) {
      case 'new':
        query = query.orderBy('p.created_at', 'desc');
        break;
      case 'price_asc':
        query = query.orderBy(sql`${sql.ref(priceCol)} is null`).orderBy(priceCol, 'asc');
        break;
      case 'price_desc':
        query = query.orderBy(sql`${sql.ref(priceCol)} is null`).orderBy(priceCol, 'desc');
        break;
      default:
        query = query.orderBy('p.popularity', 'desc');
    }
    const rows = (await query
      .orderBy('p.id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute()) as ProductRow[];
    return { rows, quantity: Number(countRow?.n ?? 0) };
  }

  /**
   * A search's page in relevance order (search/search-engine.ts): tier by tier (those the
   * vocabulary says can hold something), each read in popularity order only as far as the page
   * needs; of a tier, what is in stock first. Earlier tiers are part of later ones, so what one
   * placed is skipped by the next. Parameters filter each batch; the count needs no listing
   * query unless they narrow it.
   */
  private async searchPage(
    words: QueryWord[],
    parameters: CatalogShowParameters,
    currency: CurrencyCode,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProductRow[]; quantity: number }> {
    const need = offset + limit;
    const ordered: number[] = [];
    const placed = new Set<number>();
    for (const { tier, expected } of await this.planner.tiers(words)) {
      if (ordered.length >= need) break;
      const inStockFirst: number[] = [];
      const later: number[] = [];
      let after = 0;
      let wanted = Math.max(SEARCH_BATCH, need - ordered.length);
      let exhausted = false;
      let full = false;
      while (!full && !exhausted) {
        const plan = await this.planner.plan(expected, wanted);
        // Collecting reads every match anyway: take them at once, check them as far as needed.
        const size = plan.kind === 'collect' ? Math.max(wanted, COLLECT_AT_ONCE) : wanted;
        const docs = await this.search.upToTier(words, tier, after, size, plan);
        exhausted = docs.length < size;
        for (let start = 0; start < docs.length && !full; start += wanted) {
          const fresh = docs.slice(start, start + wanted).filter((doc) => !placed.has(doc.docId));
          const states = await this.buyable(
            fresh.map((doc) => doc.productId),
            parameters,
            currency,
          );
          for (const doc of fresh) {
            placed.add(doc.docId);
            const available = states.get(doc.productId);
            if (available !== undefined) (available ? inStockFirst : later).push(doc.productId);
          }
          // Enough of this tier in stock: the rest of it comes after this page.
          full = ordered.length + inStockFirst.length >= need;
        }
        if (full) exhausted = false;
        after = docs.at(-1)?.docId ?? after;
        wanted *= 2;
      }
      ordered.push(...inStockFirst);
      if (!exhausted) break;
      ordered.push(...later);
    }
    const ids = ordered.slice(offset, need);
    const [rows, quantity] = await Promise.all([
      this.byIds(ids),
      narrows(parameters)
        ? this.countWhere((eb) =>
            eb.and([this.search.matches(words), ...this.parameterWhere(eb, parameters, currency)]),
          )
        : this.searchCount(words),
    ]);
    const position = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { rows, quantity };
  }

  /** Of these products, the ones the parameters keep, each with whether it is in stock. */
  private async buyable(
    ids: number[],
    parameters: CatalogShowParameters,
    currency: CurrencyCode,
  ): Promise<Map<number, boolean>> {
    if (!ids.length) return new Map();
    const rows = await this.base()
      .select((eb) => ['p.id', eb.case().when(inStock(eb)).then(1).else(0).end().as('available')])
      .where('p.id', 'in', ids)
      .where('p.is_archive', '=', 0)
      .where((eb) => eb.and(this.parameterWhere(eb, parameters, currency)))
      .execute();
    return new Map(rows.map((row) => [row.id, Number(row.available) === 1]));
  }

  private async countWhere(where: (eb: Eb) => Expression<SqlBool>): Promise<number> {
    const row = await this.base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.is_archive', '=', 0)
      .where(where)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** How many products a search finds: a one-word search's count is kept with the index. */
  private searchCount(words: QueryWord[]): Promise<number> {
    return words.length === 1 ? this.planner.stemDocs(words[0]!) : this.search.count(words);
  }

  private readonly facetCache = new Map<
    string,
    Awaited<ReturnType<CatalogRepository['computeFacets']>>
  >();

  /**
   * Facets of the listing before parameters are applied (memoized: they do not depend on
   * stock; a price change read by listingStamp() drops them).
   */
  async facets(filter: ListingFilter, currency: CurrencyCode, locale: Locale) {
    const key = `${JSON.stringify(filter)}|${currency}|${locale}`;
    const cached = this.facetCache.get(key);
    if (cached) return cached;
    const facets = await this.computeFacets(filter, currency, locale);
    if (this.facetCache.size > 5000) this.facetCache.clear();
    this.facetCache.set(key, facets);
    return facets;
  }

  private async computeFacets(filter: ListingFilter, currency: CurrencyCode, locale: Locale) {
    const where = (eb: Eb) => eb.and(this.listingWhere(eb, filter));
    const priceCol = `p.${priceColumns(currency).final}` as const;
    const [designers, categories, tagRows, price] = await Promise.all([
      this.base()
        .select(['d.id', 'd.name', (eb) => eb.fn.countAll<number>().as('count')])
        .where(where)
        .groupBy(['d.id', 'd.name'])
        .orderBy('d.name')
        .execute(),
      this.base()
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['c.id', 'c.name_ru', 'c.name_en', (eb) => eb.fn.countAll<number>().as('count')])
        .where(where)
        .groupBy(['c.id', 'c.name_ru', 'c.name_en'])
        .orderBy('c.sort')
        .execute(),
      this.base().select(['p.tags']).where(where).execute(),
      this.base()
        .select((eb) => [eb.fn.min(priceCol).as('min'), eb.fn.max(priceCol).as('max')])
        .where(where)
        .executeTakeFirst(),
    ]);
    const tagCounts = new Map<string, number>();
    for (const row of tagRows) {
      for (const tag of row.tags.split(',').filter(Boolean))
        tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    }
    return {
      designers: designers.map((d) => ({ id: d.id, name: d.name, count: Number(d.count) })),
      categories: categories.map((c) => ({
        id: c.id,
        name: locale === 'ru' ? c.name_ru : c.name_en,
        count: Number(c.count),
      })),
      tags: [...tagCounts.entries()].map(([id, count]) => ({ id, name: id, count })),
      price: { min: Number(price?.min ?? 0), max: Number(price?.max ?? 0) },
    };
  }

  async byIdOrSlug(idOrSlug: string): Promise<ProductRow | undefined> {
    const numeric = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
    const query = this.base().select(this.productColumns);
    const row = await (
      numeric !== null ? query.where('p.id', '=', numeric) : query.where('p.slug', '=', idOrSlug)
    ).executeTakeFirst();
    return row as ProductRow | undefined;
  }

  async byIds(ids: number[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    return (await this.base()
      .select(this.productColumns)
      .where('p.id', 'in', ids)
      .execute()) as ProductRow[];
  }

  async bySetOrCollection(
    column: 'set_id' | 'collection_id',
    value: string,
    limit: number,
  ): Promise<ProductRow[]> {
    return (await this.base()
      .select(this.productColumns)
      .where(`p.${column}`, '=', value)
      .where('p.is_archive', '=', 0)
      .orderBy('p.popularity', 'desc')
      .limit(limit)
      .execute()) as ProductRow[];
  }

  async bestsellers(limit: number): Promise<ProductRow[]> {
    return (await this.base()
      .select(this.productColumns)
      .where('p.is_archive', '=', 0)
      .where('p.price_rub', 'is not', null)
      .where('p.tags', 'like', '%,bestseller,%')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('skus as s')
            .select('s.id')
            .whereRef('s.product_id', '=', 'p.id')
            .where('s.stock', '>', 0),
        ),
      )
      .orderBy('p.popularity', 'desc')
      .limit(limit)
      .execute()) as ProductRow[];
  }

  /**
   * Changes whenever any SKU's stock, any product's price or showcase changes: the validity stamp of
   * cached listing answers (issue #22: a price or stock change made in the database shows on
   * a served page within 5 s). Counts and id-weighted sums over all SKUs and products, read
   * in one query: a single change always moves a sum; only changes that cancel each other
   * exactly in the same instant could go unseen, until the next change.
   */
  async listingStamp(): Promise<string> {
    const row = await this.ctx.db
      .selectFrom('skus')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        sql<number>`coalesce(sum(stock), 0)`.as('total'),
        sql<number>`coalesce(sum(stock * id), 0)`.as('weighted'),
        // Each price column with its own weight, so a value moved between columns shows too;
        // in bigint, as PostgreSQL's integer product of an id and a price sum would overflow.
        sql<number>`(select coalesce(sum(cast(id as bigint) * (coalesce(price_rub, 0) + 3 * coalesce(price_usd, 0) + 5 * coalesce(price_aed, 0) + 7 * coalesce(initial_rub, 0) + 11 * coalesce(initial_usd, 0) + 13 * coalesce(initial_aed, 0))), 0) from products)`.as(
          'prices',
        ),
        // A showcase piece sold takes the product off the showcase (OrderRepository.takeStock),
        // often with no stock moving: its last unit is gone all the same.
        sql<number>`(select coalesce(sum(id * showcase), 0) from products)`.as('showcases'),
      ])
      .executeTakeFirst();
    const prices = String(row?.prices ?? 0);
    // The memoized facets hold price ranges: a price change drops them (stock does not).
    if (prices !== this.pricesSeen) {
      this.pricesSeen = prices;
      this.facetCache.clear();
    }
    return `${row?.n ?? 0}:${row?.total ?? 0}:${row?.weighted ?? 0}:${prices}:${row?.showcases ?? 0}`;
  }

  /** The price part of the last stamp read (listingStamp). */
  private pricesSeen = '';

  /** SKUs, modification siblings and category names for a page of products. */
  async bundle(rows: ProductRow[]): Promise<ProductBundle> {
    const ids = rows.map((r) => r.id);
    const groups = [
      ...new Set(rows.map((r) => r.group_key).filter((g): g is string => g !== null)),
    ];
    const [skuRows, variantRows, categories] = await Promise.all([
      ids.length
        ? this.ctx.db
            .selectFrom('skus')
            .selectAll()
            .where('product_id', 'in', ids)
            .orderBy('id')
            .execute()
        : [],
      groups.length
        ? this.ctx.db
            .selectFrom('products')
            .select([
              'id',
              'slug',
              'group_key',
              'mod_type',
              'mod_name_ru',
              'mod_name_en',
              'mod_value',
              'mod_color',
              'image_index',
            ])
            .where('group_key', 'in', groups)
            .orderBy('id')
            .execute()
        : [],
      this.categoryNames(),
    ]);
    const skus = new Map<number, SkuRow[]>();
    for (const sku of skuRows) skus.set(sku.product_id, [...(skus.get(sku.product_id) ?? []), sku]);
    const variants = new Map<string, VariantRow[]>();
    for (const v of variantRows) {
      if (v.group_key) variants.set(v.group_key, [...(variants.get(v.group_key) ?? []), v]);
    }
    return { skus, variants, categoryNames: categories };
  }

  private categoryCache: Map<string, { ru: string; en: string }> | null = null;

  async categoryNames(): Promise<Map<string, { ru: string; en: string }>> {
    if (!this.categoryCache) {
      const rows = await this.ctx.db.selectFrom('categories').selectAll().execute();
      this.categoryCache = new Map(rows.map((r) => [r.id, { ru: r.name_ru, en: r.name_en }]));
    }
    return this.categoryCache;
  }

  async collectionName(id: string): Promise<{ ru: string; en: string } | null> {
    const row = await this.ctx.db
      .selectFrom('collections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ru: row.name_ru, en: row.name_en } : null;
  }

  trends() {
    return this.ctx.db.selectFrom('trends').selectAll().execute();
  }

  async designers(locale: Locale, id?: string): Promise<Designer[]> {
    let query = this.ctx.db
      .selectFrom('designers as d')
      .leftJoin('products as p', (join) =>
        join.onRef('p.designer_id', '=', 'd.id').on('p.is_archive', '=', 0),
      )
      .select([
        'd.id',
        'd.name',
        'd.country_iso',
        'd.country_ru',
        'd.country_en',
        'd.description_ru',
        'd.description_en',
        'd.sort',
        (eb) => eb.fn.count<number>('p.id').as('product_count'),
      ])
      .groupBy('d.id')
      .orderBy('d.name');
    if (id) query = query.where('d.id', '=', id);
    const rows = await query.execute();
    return rows.map((d) => ({
      id: d.id,
      name: d.name,
      country: locale === 'ru' ? d.country_ru : d.country_en,
      country_iso_code: d.country_iso,
      photo: this.ctx.media.url(`designers/d${(d.sort % DESIGNER_PHOTO_COUNT) + 1}.webp`),
      description: locale === 'ru' ? d.description_ru : d.description_en,
      url: `/designers/${d.id}`,
      productCount: Number(d.product_count),
    }));
  }
}
