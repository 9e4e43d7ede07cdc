/**
 * `npm run bench:search` (issue #25): seeds a catalogue of 100 000 products into a database
 * of its own, builds the search index and measures, in-process, what the two search calls
 * ask of the database: suggestions while typing (GET /search/suggest: the product, designer
 * and category matches and the products' rows) and a results page (POST /catalog/show with
 * '/search/{q}': typo check, count and the 48 products in relevance order). Targets on this
 * machine: p99 ≤ 20 ms for suggestions, ≤ 50 ms for a results page.
 *
 * SQLite always (a temporary file); PostgreSQL too when SHOP_API_DATABASE_URL is set — in a
 * schema of its own (shop_bench_search), dropped afterwards: the shop's data is not touched.
 * BENCH_SEARCH_PRODUCTS (100000) and BENCH_SEARCH_ROUNDS (20) change the size and the runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import type { AppContext } from '../src/app-context';
import { type DialectName, type Db, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { CatalogService } from '../src/features/catalog/catalog-service';
import type { ListingFilter } from '../src/features/catalog/listing-filter';
import { shortOf } from '../src/features/catalog/product-mapper';
import { SearchService } from '../src/features/catalog/search/search-service';
import { ensureSearchIndex } from '../src/features/catalog/search/search-index';
import { createMediaUrls } from '../src/lib/media';
import { SEED, createPrng } from '../src/seed/prng';
import { seedCatalog } from '../src/seed/seed-catalog';
import { SeedWriter } from '../src/seed/seed-writer';
import { postgresSchemaUrl } from '../src/testing/test-server';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const PG_SCHEMA = 'shop_bench_search';

/** What a shopper types, keystroke by keystroke, and a few whole queries, typos among them. */
const TYPED = [
  'ко',
  'кол',
  'коль',
  'кольц',
  'кольцо',
  'кольцо с',
  'кольцо с бр',
  'кольцо с бриллиантом',
  'се',
  'сер',
  'серьги',
  'ri',
  'rin',
  'ring',
  'ear',
  'earr',
  'earrings',
  'vol',
  'volna',
  'зол',
  'золото 585',
  'жемчуг',
  'aurora',
  'ring aur',
  'колцо',
  'earings',
  'zzzqqq',
];

/** Results pages: whole queries, with a page, an order or a filter chosen. */
const RESULTS: { query: string; offset?: number; sort?: 'price_asc'; inStock?: boolean }[] = [
  { query: 'кольцо' },
  { query: 'кольца' },
  { query: 'кольцо', offset: 48 },
  { query: 'кольцо', sort: 'price_asc' },
  { query: 'кольцо', inStock: true },
  { query: 'серьги' },
  { query: 'ring' },
  { query: 'earrings' },
  { query: 'золото' },
  { query: 'бриллиант' },
  { query: 'volna' },
  { query: 'aurora' },
  { query: 'кольцо с бриллиантом' },
  { query: 'колцо' },
  { query: 'earings' },
  { query: 'zzzqqq' },
];

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  into.push(performance.now() - started);
  return result;
}

async function seed(db: Db, dialect: DialectName): Promise<{ seedMs: number; indexMs: number }> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await migrate(trx, dialect);
    const writer = new SeedWriter();
    seedCatalog(writer, createPrng(SEED), PRODUCTS);
    await writer.flush(trx);
  });
  const seeded = performance.now();
  await db.transaction().execute((trx) => ensureSearchIndex(trx, dialect));
  if (dialect === 'postgres') await sql`ANALYZE`.execute(db);
  return { seedMs: seeded - started, indexMs: performance.now() - seeded };
}

interface Figures {
  label: string;
  times: number[];
  /** The slowest query's median. */
  slowest: { query: string; p50: number };
}

async function measure(db: Db, dialect: DialectName): Promise<Figures[]> {
  // Search reads only the database, its dialect and media URLs of the context.
  const ctx = { db, dialect, media: createMediaUrls('/api') } as unknown as AppContext;
  const search = new SearchService(ctx);
  const catalog = new CatalogService(ctx);
  const map = catalog.mapContext('ru', 'RUB');

  const suggest = async (q: string) => {
    const found = await search.suggest(q);
    const rows = await catalog.repo.byIds(found.productIds);
    return rows.map((row) => shortOf(row, map));
  };
  const results = async ({ query, offset = 0, sort, inStock }: (typeof RESULTS)[number]) => {
    const filter: ListingFilter = { kind: 'search', query, match: await search.resolve(query) };
    const parameters = { ...(sort ? { sort } : {}), ...(inStock ? { in_stock: true } : {}) };
    return catalog.repo.listing(filter, parameters, 'RUB', 48, offset);
  };

  // Warm-up: statement caches, SQLite's vocabulary in memory, PostgreSQL's buffers.
  for (const q of TYPED) await suggest(q);
  for (const r of RESULTS) await results(r);

  const perQuery = new Map<string, number[]>();
  const suggestTimes: number[] = [];
  const resultTimes: number[] = [];
  const narrowedTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of TYPED) {
      const own = perQuery.get(`suggest ${q}`) ?? [];
      perQuery.set(`suggest ${q}`, own);
      const before = suggestTimes.length;
      await timed(suggestTimes, () => suggest(q));
      own.push(suggestTimes[before]!);
    }
    for (const r of RESULTS) {
      const narrowed = Boolean(r.sort || r.inStock);
      const prefix = narrowed ? 'narrowed ' : 'results ';
      const key = `${prefix}${JSON.stringify(r)}`;
      const own = perQuery.get(key) ?? [];
      perQuery.set(key, own);
      const into = narrowed ? narrowedTimes : resultTimes;
      const before = into.length;
      await timed(into, () => results(r));
      own.push(into[before]!);
    }
  }
  const slowest = (prefix: string) =>
    [...perQuery]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, times]) => ({ query: key.slice(prefix.length), p50: percentile(times, 50) }))
      .sort((a, b) => b.p50 - a.p50)[0]!;
  const facetTimes: number[] = [];
  for (const r of RESULTS) {
    const filter: ListingFilter = {
      kind: 'search',
      query: r.query,
      match: await search.resolve(r.query),
    };
    // Facets are computed once per listing and then kept (CatalogRepository.facets).
    await timed(facetTimes, () => catalog.repo.facets(filter, 'RUB', 'ru'));
  }
  return [
    {
      label: 'suggestions (GET /search/suggest)',
      times: suggestTimes,
      slowest: slowest('suggest '),
    },
    {
      label: 'results page (count + 48 ranked)',
      times: resultTimes,
      slowest: slowest('results '),
    },
    {
      label: 'results page, a sort or in-stock filter chosen',
      times: narrowedTimes,
      slowest: slowest('narrowed '),
    },
    {
      label: "results' facets (first time only)",
      times: facetTimes,
      slowest: { query: '', p50: NaN },
    },
  ];
}

function report(
  dialect: DialectName,
  setup: { seedMs: number; indexMs: number },
  figures: Figures[],
) {
  const target: Record<string, number> = {
    'suggestions (GET /search/suggest)': 20,
    'results page (count + 48 ranked)': 50,
  };
  console.info(
    `\n${dialect}: ${PRODUCTS} products, seeded in ${(setup.seedMs / 1000).toFixed(1)} s, index built in ${(setup.indexMs / 1000).toFixed(1)} s`,
  );
  console.info('| what | n | p50 | p99 | max | target p99 | slowest query (its p50) |');
  console.info('| --- | --- | --- | --- | --- | --- | --- |');
  for (const f of figures) {
    const goal = target[f.label];
    const p99 = percentile(f.times, 99);
    const verdict = goal === undefined ? '' : `≤ ${goal} ms: ${p99 <= goal ? 'met' : 'MISSED'}`;
    const slow = f.slowest.query ? `${f.slowest.query} (${ms(f.slowest.p50)})` : '';
    console.info(
      `| ${f.label} | ${f.times.length} | ${ms(percentile(f.times, 50))} | ${ms(p99)} | ${ms(Math.max(...f.times))} | ${verdict} | ${slow} |`,
    );
  }
}

async function runSqlite(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-search-'));
  const { db, dialect } = openDatabase({ dbPath: path.join(dir, 'shop.sqlite') });
  try {
    const setup = await seed(db, dialect);
    report(dialect, setup, await measure(db, dialect));
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(url: string): Promise<void> {
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`).finally(() => client.end());
  };
  await dropSchema();
  const { db, dialect } = openDatabase({
    dbPath: '',
    databaseUrl: await postgresSchemaUrl(url, PG_SCHEMA),
  });
  try {
    const setup = await seed(db, dialect);
    report(dialect, setup, await measure(db, dialect));
  } finally {
    await db.destroy();
    await dropSchema();
  }
}

async function main(): Promise<void> {
  console.info(
    `[bench:search] ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${ROUNDS} rounds of ${TYPED.length} typed queries and ${RESULTS.length} results pages`,
  );
  await runSqlite();
  const url = process.env.SHOP_API_DATABASE_URL;
  if (url) await runPostgres(url);
  else console.info('\nPostgreSQL: not measured (set SHOP_API_DATABASE_URL to measure it too).');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[bench:search] could not run', error);
    process.exit(1);
  },
);
