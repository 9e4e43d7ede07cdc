/** Reads of the content feature: banners, the menu's categories, the shops, subscribed e-mails. */
import type { AppContext } from '../../app-context';

export class ContentRepository {
  constructor(private readonly ctx: AppContext) {}

  banners() {
    return this.ctx.db.selectFrom('banners').selectAll().orderBy('position').execute();
  }

  categories() {
    return this.ctx.db.selectFrom('categories').selectAll().orderBy('sort').execute();
  }

  shops() {
    return this.ctx.db.selectFrom('shops').selectAll().orderBy('id').execute();
  }

  /** Whether the shop itself holds the e-mail as subscribed: a subscriber, or a subscribed user. */
  async isSubscribedHere(email: string): Promise<boolean> {
    const [subscriber, user] = await Promise.all([
      this.ctx.db
        .selectFrom('subscribers')
        .select('email')
        .where('email', '=', email)
        .executeTakeFirst(),
      this.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('is_subscribed', '=', 1)
        .executeTakeFirst(),
    ]);
    return Boolean(subscriber || user);
  }
}
