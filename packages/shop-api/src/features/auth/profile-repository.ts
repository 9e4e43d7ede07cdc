/** Reads of the profile pages: a customer's orders, certificates and gift deposits, addresses. */
import type { AppContext } from '../../app-context';

export class ProfileRepository {
  constructor(private readonly ctx: AppContext) {}

  /** Newest first. */
  orders(userId: number) {
    return this.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  certificates(userId: number) {
    return this.ctx.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  deposits(userId: number) {
    return this.ctx.db.selectFrom('deposits').selectAll().where('user_id', '=', userId).execute();
  }

  /** The changes of the customer's bonus balance, newest first. */
  bonusEntries(userId: number) {
    return this.ctx.db
      .selectFrom('bonus_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** Newest first. */
  addresses(userId: number) {
    return this.ctx.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }
}
