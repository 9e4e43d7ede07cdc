/** Persistent carts: one per session, or per user once logged in (merged on login). */
import type { Selectable } from 'kysely';
import type { CartCalculateRequest, DepositOrderItem } from '@shop/types';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import type { CartItemTable, CartTable } from '../../db/schema';
import { spendableBy } from './cart-calculator';
import { parseJson } from '../../lib/json';

export type CartRow = Selectable<CartTable>;
export type CartItemRow = Selectable<CartItemTable>;

/** What a cart holds: all its calculation reads. */
export interface CartContents {
  items: CartItemRow[];
  context: CartCalculateRequest;
  promocodes: string[];
  certificates: string[];
  deposits: DepositOrderItem[];
}

/** A stored cart: its row and contents. */
export interface CartState extends CartContents {
  row: CartRow;
}

/** The contents of a cart nobody has created yet. */
export const EMPTY_CART: CartContents = {
  items: [],
  context: {},
  promocodes: [],
  certificates: [],
  deposits: [],
};

export class CartRepository {
  constructor(private readonly ctx: AppContext) {}

  async find(
    sessionId: string | undefined,
    userId: number | null | undefined,
  ): Promise<CartRow | undefined> {
    if (userId)
      return this.ctx.db
        .selectFrom('carts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    if (!sessionId) return undefined;
    return this.ctx.db
      .selectFrom('carts')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('user_id', 'is', null)
      .executeTakeFirst();
  }

  async findOrCreate(sessionId: string, userId: number | null): Promise<CartRow> {
    const existing = await this.find(sessionId, userId);
    if (existing) return existing;
    await this.ctx.db
      .insertInto('carts')
      .values({
        session_id: userId ? null : sessionId,
        user_id: userId,
        context: '{}',
        promocodes: '[]',
        certificates: '[]',
        deposits: '[]',
        updated_at: nowIso(),
      })
      // Two first calls of one visitor at once (two API instances, or one on PostgreSQL's
      // pool): the second finds the first one's cart instead of failing on the unique key.
      .onConflict((oc) => oc.doNothing())
      .execute();
    const created = await this.find(sessionId, userId);
    if (!created) throw new Error('cart vanished after insert');
    return created;
  }

  /** Re-reads the cart row (after changes) and its items. */
  async reload(cartId: number): Promise<CartState> {
    const row = await this.ctx.db
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    return this.state(row);
  }

  async state(row: CartRow): Promise<CartState> {
    const items = await this.ctx.db
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', row.id)
      .orderBy('added_at')
      .orderBy('sku_id')
      .execute();
    return {
      row,
      items,
      context: parseJson<CartCalculateRequest>(row.context, {}),
      promocodes: parseJson<string[]>(row.promocodes, []),
      certificates: parseJson<string[]>(row.certificates, []),
      deposits: parseJson<DepositOrderItem[]>(row.deposits, []),
    };
  }

  async save(
    cartId: number,
    patch: Partial<Pick<CartState, 'context' | 'promocodes' | 'certificates' | 'deposits'>>,
  ): Promise<void> {
    const values: Partial<CartRow> = { updated_at: nowIso() };
    if (patch.context) values.context = JSON.stringify(patch.context);
    if (patch.promocodes) values.promocodes = JSON.stringify(patch.promocodes);
    if (patch.certificates) values.certificates = JSON.stringify(patch.certificates);
    if (patch.deposits) values.deposits = JSON.stringify(patch.deposits);
    await this.ctx.db.updateTable('carts').set(values).where('id', '=', cartId).execute();
  }

  async setQuantity(
    cartId: number,
    skuId: number,
    quantity: number,
    text?: string | null,
  ): Promise<void> {
    if (quantity <= 0) {
      await this.ctx.db
        .deleteFrom('cart_items')
        .where('cart_id', '=', cartId)
        .where('sku_id', '=', skuId)
        .execute();
      return;
    }
    await this.ctx.db
      .insertInto('cart_items')
      .values({ cart_id: cartId, sku_id: skuId, quantity, text: text ?? null, added_at: nowIso() })
      .onConflict((oc) =>
        oc
          .columns(['cart_id', 'sku_id'])
          .doUpdateSet(text === undefined ? { quantity } : { quantity, text: text ?? null }),
      )
      .execute();
  }

  /** A product's SKU to add when only the product is named: the first in stock, else the first. */
  async defaultSkuId(productId: number): Promise<number | undefined> {
    const skus = await this.ctx.db
      .selectFrom('skus')
      .select(['id', 'stock'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
    return (skus.find((s) => s.stock > 0) ?? skus[0])?.id;
  }

  async promocode(code: string) {
    return this.ctx.db
      .selectFrom('promocodes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** A certificate the customer (or a guest: nobody's) may spend; someone else's is not found. */
  async spendableCertificate(code: string, userId: number | null) {
    return this.ctx.db
      .selectFrom('certificates')
      .selectAll()
      .where('code', '=', code)
      .where(spendableBy(userId))
      .executeTakeFirst();
  }

  /** Takes these promo codes and certificates out of the cart (and out of `state`). */
  async dropCodes(state: CartState, codes: string[]): Promise<void> {
    const gone = new Set(codes);
    state.promocodes = state.promocodes.filter((code) => !gone.has(code));
    state.certificates = state.certificates.filter((code) => !gone.has(code));
    await this.save(state.row.id, {
      promocodes: state.promocodes,
      certificates: state.certificates,
    });
  }

  /** Units in the cart, deposits counted one each (the header's count). */
  async totalProducts(cart: CartRow): Promise<number> {
    const row = await this.ctx.db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('cart_id', '=', cart.id)
      .executeTakeFirst();
    return Number(row?.n ?? 0) + parseJson<unknown[]>(cart.deposits, []).length;
  }

  async clear(cartId: number): Promise<void> {
    await this.ctx.db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
    await this.save(cartId, { promocodes: [], certificates: [], deposits: [] });
  }

  /** On login: the session's guest cart merges into the user's cart. */
  async mergeOnLogin(sessionId: string, userId: number): Promise<void> {
    const guest = await this.find(sessionId, null);
    if (!guest) return;
    const userCart = await this.find(undefined, userId);
    if (!userCart) {
      await this.ctx.db
        .updateTable('carts')
        .set({ user_id: userId, session_id: null })
        .where('id', '=', guest.id)
        .execute();
      return;
    }
    const guestState = await this.state(guest);
    const userState = await this.state(userCart);
    for (const item of guestState.items) {
      const existing = userState.items.find((i) => i.sku_id === item.sku_id);
      await this.setQuantity(
        userCart.id,
        item.sku_id,
        Math.min(10, (existing?.quantity ?? 0) + item.quantity),
        item.text,
      );
    }
    await this.save(userCart.id, {
      promocodes: [...new Set([...userState.promocodes, ...guestState.promocodes])].slice(0, 1),
      certificates: [...new Set([...userState.certificates, ...guestState.certificates])],
      deposits: [...userState.deposits, ...guestState.deposits],
    });
    await this.ctx.db.deleteFrom('cart_items').where('cart_id', '=', guest.id).execute();
    await this.ctx.db.deleteFrom('carts').where('id', '=', guest.id).execute();
  }
}
