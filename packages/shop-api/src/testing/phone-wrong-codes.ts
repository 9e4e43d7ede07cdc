/** Tests only: the state a stranger leaves behind after typing wrong codes for a phone. */
import type { AppContext } from '../app-context';
import { PHONE_WRONG_CODES } from '../features/auth/code-repository';

/** The phone's shared wrong tries of the day are spent (others' guesses at their own codes). */
export async function spendPhoneWrongCodes(ctx: AppContext, phone: string): Promise<void> {
  const spent = { hits: PHONE_WRONG_CODES.max, window_ends: Date.now() + 3_600_000 };
  await ctx.db
    .insertInto('rate_limits')
    .values({ key: `phone-code:${phone}`, ...spent })
    .onConflict((oc) => oc.column('key').doUpdateSet(spent))
    .execute();
}
