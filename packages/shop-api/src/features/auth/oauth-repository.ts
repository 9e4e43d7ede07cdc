/**
 * Third-party login data: pending authorization requests (state + PKCE verifier of one session,
 * used once, 10 minutes) and the provider accounts linked to customers.
 */
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import type { OAuthStateTable } from '../../db/schema';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export class OAuthRepository {
  constructor(private readonly ctx: AppContext) {}

  async saveState(pending: Omit<OAuthStateTable, 'expires_at'>): Promise<void> {
    const now = Date.now();
    // Abandoned requests go as new ones come: nothing else reads them after their ten minutes.
    await this.ctx.db
      .deleteFrom('oauth_states')
      .where('expires_at', '<', new Date(now).toISOString())
      .execute();
    await this.ctx.db
      .insertInto('oauth_states')
      .values({ ...pending, expires_at: new Date(now + OAUTH_STATE_TTL_MS).toISOString() })
      .execute();
  }

  /**
   * The pending request this session began with this state, deleted as it is read, so a state
   * (and the code that came with it) works once and only in the session it was made for.
   */
  async takeState(
    state: string,
    sessionId: string,
    provider: string,
  ): Promise<OAuthStateTable | undefined> {
    const pending = await this.ctx.db
      .deleteFrom('oauth_states')
      .where('state', '=', state)
      .where('session_id', '=', sessionId)
      .where('provider', '=', provider)
      .returningAll()
      .executeTakeFirst();
    if (!pending || Date.parse(pending.expires_at) <= Date.now()) return undefined;
    return pending;
  }

  async linkedUserId(provider: string, subject: string): Promise<number | undefined> {
    const row = await this.ctx.db
      .selectFrom('oauth_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row ? Number(row.user_id) : undefined;
  }

  /** Links the account to the user unless it is linked already; answers the linked user's id. */
  async link(provider: string, subject: string, userId: number): Promise<number> {
    await this.ctx.db
      .insertInto('oauth_identities')
      .values({ provider, subject, user_id: userId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .execute();
    return (await this.linkedUserId(provider, subject)) ?? userId;
  }
}
