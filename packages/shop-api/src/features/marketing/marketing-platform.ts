/**
 * The stand-in for the external marketing platform (ADR 0016): its lists, product alerts and
 * stylist requests, kept in its own tables. The shop's own code reaches it only through this
 * class, as it would reach a real platform through an HTTP adapter with the same methods.
 */
import type {
  MarketingSubscriptionKind,
  ProductSubscribeRequest,
  Storefront,
  StylistConsultRequest,
} from '@shop/types';
import type { AppContext } from '../../app-context';
import { randomToken } from '../../lib/ids';

const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export class MarketingPlatform {
  constructor(private readonly ctx: AppContext) {}

  /** Adds the e-mail to a list; answers whether it was on it already (idempotent). */
  async subscribe(
    email: string,
    kind: MarketingSubscriptionKind,
    storefront: Storefront,
  ): Promise<{ alreadySubscribed: boolean }> {
    const result = await this.ctx.db
      .insertInto('marketing_subscriptions')
      .values({
        email: normalizeEmail(email),
        kind,
        storefront,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['email', 'kind']).doNothing())
      .executeTakeFirst();
    return { alreadySubscribed: Number(result.numInsertedOrUpdatedRows ?? 0) === 0 };
  }

  async isSubscribed(email: string, kind: MarketingSubscriptionKind): Promise<boolean> {
    const row = await this.ctx.db
      .selectFrom('marketing_subscriptions')
      .select('email')
      .where('email', '=', normalizeEmail(email))
      .where('kind', '=', kind)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** A price or availability alert; asking twice keeps one alert. */
  async subscribeToProduct(input: ProductSubscribeRequest, storefront: Storefront): Promise<void> {
    await this.ctx.db
      .insertInto('marketing_product_subscriptions')
      .values({
        product_id: input.productId,
        email: normalizeEmail(input.email),
        kind: input.kind,
        storefront,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['product_id', 'email', 'kind']).doNothing())
      .execute();
  }

  /** Stores a consultation request and answers the platform's id for it. */
  async requestStylistConsult(
    input: StylistConsultRequest,
    storefront: Storefront,
  ): Promise<string> {
    const id = `sc_${randomToken(12)}`;
    await this.ctx.db
      .insertInto('marketing_stylist_consults')
      .values({
        id,
        name: input.name.trim(),
        phone: input.phone.trim(),
        product_id: input.productId ?? null,
        comment: input.comment?.trim() ?? '',
        storefront,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  /** The platform knows the shop's product feed; an unknown product is refused. */
  async productExists(productId: number): Promise<boolean> {
    const row = await this.ctx.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .executeTakeFirst();
    return Boolean(row);
  }
}
