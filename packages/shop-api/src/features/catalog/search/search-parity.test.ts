/**
 * SQLite stems in JavaScript (analyzer.ts), PostgreSQL with its own `russian` configuration:
 * the two must agree or the databases find different products. On PostgreSQL (the API suite's
 * second run), this compares them over the whole catalogue, and the stop words and trigram
 * similarity the analyzer copies from PostgreSQL; on SQLite there is nothing to compare.
 */
import { sql } from 'kysely';
import { type TestServer, startTestServer, testPostgresUrl } from '../../../testing/test-server';
import { isStopWord, stem } from './analyzer';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS } from './stop-words';
import { similarity } from './typo';

const onPostgres = testPostgresUrl() ? describe : describe.skip;

onPostgres('search on PostgreSQL agrees with the analyzer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const db = () => server.app.shopContext.db;

  it.each([
    ['name_x', 'name_s'],
    ['meta_x', 'meta_s'],
    ['body_x', 'body_s'],
  ])('stems %s of every document as the analyzer does (%s)', async (words, stems) => {
    const { rows } = await sql<{ product_id: number; pg: string[]; js: string[] }>`
      SELECT product_id,
        array(SELECT unnest(tsvector_to_array(to_tsvector('russian', ${sql.ref(words)}))) ORDER BY 1) AS pg,
        array(SELECT unnest(tsvector_to_array(to_tsvector('simple', ${sql.ref(stems)}))) ORDER BY 1) AS js
      FROM search_documents`.execute(db());
    expect(rows.length).toBeGreaterThan(600);
    expect(rows.filter((row) => row.pg.join(' ') !== row.js.join(' '))).toEqual([]);
  });

  it('stems every word of the vocabulary, and words of queries, the same way', async () => {
    const terms = await db().selectFrom('search_terms').select('term').execute();
    const queries = ['кольцами', 'серёжками', 'ожерелья', 'earrings', 'pearls', 'generously'];
    const list = [...terms.map((t) => t.term), ...queries].filter((w) => !isStopWord(w));
    const { rows } = await sql<{ word: string; lexemes: string[] }>`
      SELECT word, tsvector_to_array(to_tsvector('russian', word)) AS lexemes
      FROM unnest(${list}::text[]) AS word`.execute(db());
    expect(rows).toHaveLength(list.length);
    const differ = rows.filter(
      (row) => row.lexemes.join(' ') !== stem(row.word.replace(/ё/g, 'е')),
    );
    expect(differ).toEqual([]);
  });

  it('leaves out exactly the stop words the analyzer leaves out', async () => {
    const dictionary = (list: ReadonlySet<string>) => [...list];
    const { rows } = await sql<{ word: string; stop: boolean }>`
      SELECT word, ts_lexize('russian_stem', word) = '{}' AS stop
      FROM unnest(${dictionary(RUSSIAN_STOP_WORDS)}::text[]) AS word
      UNION ALL
      SELECT word, ts_lexize('english_stem', word) = '{}' AS stop
      FROM unnest(${dictionary(ENGLISH_STOP_WORDS)}::text[]) AS word`.execute(db());
    expect(rows.filter((row) => !row.stop)).toEqual([]);
    expect(rows).toHaveLength(RUSSIAN_STOP_WORDS.size + ENGLISH_STOP_WORDS.size);
  });

  it("measures trigram similarity as pg_trgm's similarity() does", async () => {
    const pairs = [
      ['колцо', 'кольцо'],
      ['earings', 'earrings'],
      ['серги', 'серьги'],
      ['rign', 'ring'],
      ['volnaa', 'volna'],
    ];
    const { rows } = await sql<{ schema: string }>`
      SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'`.execute(db());
    const schema = rows[0]?.schema;
    expect(schema).toBeDefined();
    for (const [a, b] of pairs) {
      const { rows: found } = await sql<{ value: number }>`
        SELECT ${sql.id(schema!)}.similarity(${a}, ${b}) AS value`.execute(db());
      expect({ a, b, value: similarity(a!, b!) }).toEqual({
        a,
        b,
        value: expect.closeTo(Number(found[0]!.value), 5),
      });
    }
  });
});

// A skipped suite still needs one test on SQLite, so Jest does not report an empty file.
if (!testPostgresUrl())
  it('has nothing to compare on SQLite (the analyzer is the only stemmer there)', () => {
    expect(testPostgresUrl()).toBeUndefined();
  });
