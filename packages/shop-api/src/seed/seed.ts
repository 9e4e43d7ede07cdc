/** Seeds an empty database deterministically; an existing database keeps its data. */
import type BetterSqlite3 from 'better-sqlite3';
import { SEED, createPrng } from './prng';
import { seedCatalog } from './seed-catalog';
import { seedOther } from './seed-other';

export function isSeeded(sqlite: BetterSqlite3.Database): boolean {
  const row = sqlite.prepare("SELECT value FROM meta WHERE key = 'seeded'").get() as
    { value: string } | undefined;
  return row?.value === '1';
}

/** Returns true when it seeded. */
export function seedIfEmpty(sqlite: BetterSqlite3.Database): boolean {
  if (isSeeded(sqlite)) return false;
  const run = sqlite.transaction(() => {
    const prng = createPrng(SEED);
    seedCatalog(sqlite, prng);
    seedOther(sqlite, prng);
    sqlite.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', '1')").run();
  });
  run();
  return true;
}
