/**
 * The demo seed's gift deposits and certificates have published codes (README, E2E): a
 * production database must hold none of them (production-check.ts refuses to start).
 */
import type { Db } from '../db/database';
import { CERTIFICATES, GIFT_DEPOSITS } from './seed-data';

/** Codes of the demo seed's certificates, including the seeded customer's own. */
export const DEMO_CERTIFICATE_CODES = [...CERTIFICATES.map((c) => c.code), 'CERT-MARIA'];
export const DEMO_DEPOSIT_IDS = GIFT_DEPOSITS.map((d) => d.id);

export async function hasDemoCertificates(db: Db): Promise<boolean> {
  const deposit = await db
    .selectFrom('deposits')
    .select('id')
    .where('id', 'in', DEMO_DEPOSIT_IDS)
    .executeTakeFirst();
  if (deposit) return true;
  const certificate = await db
    .selectFrom('certificates')
    .select('code')
    .where('code', 'in', DEMO_CERTIFICATE_CODES)
    .executeTakeFirst();
  return Boolean(certificate);
}
