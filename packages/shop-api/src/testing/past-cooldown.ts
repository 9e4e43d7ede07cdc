/** Tests only: the phone's codes so far were sent 11 minutes ago, past the resend cooldown and the captcha window. */
import type { AppContext } from '../app-context';

export async function pastCooldown(ctx: AppContext, phone: string): Promise<void> {
  await ctx.db
    .updateTable('sms_codes')
    .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
    .where('phone', '=', phone)
    .execute();
}
