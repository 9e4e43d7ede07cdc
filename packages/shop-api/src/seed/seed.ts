/** Seeds an empty database deterministically; an existing database keeps its data. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { SEED, createPrng } from './prng';
import { seedCatalog } from './seed-catalog';
import { linkDemoDeposits, seedDemoCertificates, seedDemoCustomers, seedOther } from './seed-other';
import { SeedWriter } from './seed-writer';

export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'seeded')
    .executeTakeFirst();
  return row?.value === '1';
}

export interface SeedOptions {
  /**
   * The demo's customers, promo codes, gift certificates and certificate codes, whose phones
   * and codes are published (README, E2E): never in production (ServerOptions.production
   * seeds with demo false).
   */
  demo: boolean;
}

/** Returns true when it seeded. Runs inside prepareDatabase's transaction. */
export async function seedIfEmpty(db: Kysely<DB>, options: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const writer = new SeedWriter();
  const prng = createPrng(SEED);
  seedCatalog(writer, prng);
  seedOther(writer, prng);
  if (options.demo) {
    seedDemoCustomers(writer);
    seedDemoCertificates(writer);
  }
  await writer.flush(db);
  if (options.demo) await linkDemoDeposits(db);
  await db
    .insertInto('meta')
    .values({ key: 'seeded', value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '1' }))
    .execute();
  return true;
}
