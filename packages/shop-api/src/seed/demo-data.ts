/**
 * The demo seed's customers, promo codes, gift deposits and certificates have published phones
 * and codes (README, E2E): a production database must hold none of them (production-check.ts
 * refuses to start).
 */
import type { Db } from '../db/database';
import { CERTIFICATES, GIFT_DEPOSITS, PROMOCODES, SEED_USERS } from './seed-data';

/** Codes of the demo seed's certificates, including the seeded customer's own. */
export const DEMO_CERTIFICATE_CODES = [...CERTIFICATES.map((c) => c.code), 'CERT-MARIA'];
export const DEMO_DEPOSIT_IDS = GIFT_DEPOSITS.map((d) => d.id);
export const DEMO_PROMO_CODES = PROMOCODES.map((p) => p.code);
export const DEMO_CUSTOMER_PHONES = SEED_USERS.map((u) => u.phone);

/** Which kinds of demo data the database holds (empty: none). */
export async function demoDataIn(db: Db): Promise<string[]> {
  const found = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where('phone', 'in', DEMO_CUSTOMER_PHONES)
      .executeTakeFirst(),
    db
      .selectFrom('promocodes')
      .select('code')
      .where('code', 'in', DEMO_PROMO_CODES)
      .executeTakeFirst(),
    db.selectFrom('deposits').select('id').where('id', 'in', DEMO_DEPOSIT_IDS).executeTakeFirst(),
    db
      .selectFrom('certificates')
      .select('code')
      .where('code', 'in', DEMO_CERTIFICATE_CODES)
      .executeTakeFirst(),
  ]);
  return ['customers', 'promo codes', 'gift deposits', 'certificates'].filter((_, i) => found[i]);
}
