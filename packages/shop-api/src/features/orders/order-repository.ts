/** Orders: creation in one transaction (stock, bonuses, certificates, cart), reads, payment status. */
import type { Selectable } from 'kysely';
import type {
  AnalyticsPurchase,
  CurrencyCode,
  OrderLine,
  OrderStatus,
  OrderSuccessData,
} from '@shop/types';
import type { AppContext } from '../../app-context';
import type { OrderTable } from '../../db/schema';
import { type Db, nowIso } from '../../db/database';
import { parseJson } from '../../lib/json';
import { type CertificateSpend, spendableBy } from '../cart/cart-calculator';
import { insertDeposits, type NewDeposit } from '../deposits/new-deposits';
import { countHit } from '../../plugins/rate-limit-store';
import { AWAITING_PAYMENT } from './payment-window';

export type OrderRow = Selectable<OrderTable>;

/** How many pieces the lines hold. */
export const piecesOf = (lines: readonly Pick<OrderLine, 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

export interface NewOrder {
  userId: number | null;
  sessionId: string;
  kind: 'products' | 'deposits';
  status: OrderStatus;
  currency: CurrencyCode;
  finalSum: number;
  deliveryPrice: number;
  deliveryMethodId: number;
  paymentMethodId: number;
  data: unknown;
  lines: OrderLine[];
  categories: Record<string, string>;
}

/**
 * What an order's transaction found already taken by a simultaneous order (the cart was
 * calculated before it began): the last units of a SKU, bonuses, a certificate's balance, the
 * cart itself (another order of it was placed, or it changed, since it was read), or the room
 * the customer's unpaid-order limits had left. Thrown inside the transaction, so nothing of the
 * order stays.
 */
export class OrderConflict extends Error {
  constructor(
    readonly taken:
      | 'stock'
      | 'bonuses'
      | 'certificate'
      | 'cart'
      /** The customer's unpaid orders of the day, or their pieces, are at the limit. */
      | 'unpaid_orders'
      | 'unpaid_pieces',
  ) {
    super(`taken by a simultaneous order: ${taken}`);
  }
}

/**
 * How many unpaid product orders (online or cash on delivery) one customer may place in a day.
 * Above it an order is refused until some are paid: each holds its stock meanwhile.
 */
export const MAX_UNPAID_ORDERS_PER_DAY = 5;
/**
 * How many pieces one customer's unpaid orders of a day may hold, this one included. Without
 * it one cash-on-delivery order took whole product lines off sale for good, and online ones
 * could take them again every payment window (third attack pass): a cart has no size limit.
 */
export const MAX_UNPAID_PIECES = 10;

/** Whose unpaid orders an order's limits count: the account, the session or the phone. */
export interface UnpaidCustomer {
  userId: number | null;
  sessionId: string;
  phone: string;
}

/** A cart as the order's calculation read it: its row's id and deposits, and its items. */
export interface CartAsRead {
  id: number;
  /** The row's JSON, as stored. */
  deposits: string;
  items: readonly { sku_id: number; quantity: number }[];
}

/** A cart's order and what placing it takes from the customer, the cart and the stock. */
export interface CartOrder {
  order: NewOrder;
  cart: CartAsRead;
  /** Whose unpaid-order limits this order counts against (an order that costs something). */
  unpaidBy?: UnpaidCustomer;
  /** Gift certificates bought with the cart, stored without codes until the order is paid. */
  deposits: readonly NewDeposit[];
  /** The buyer's name on them. */
  senderName: string;
  /** Bonuses the calculation spent (only a user has them). */
  bonusesSpent: number;
  /** The cart's certificates: what the calculation takes from each, and the balance it saw. */
  certificates: readonly CertificateSpend[];
  /** A courier order's address, kept in the user's address book. */
  courierAddress?: {
    address: string;
    apartment: string;
    front_door: string;
    floor: string;
    house_code: string;
  };
  /** An e-mail the customer subscribed with. */
  subscribeEmail?: string;
}

const itemsKey = (items: CartAsRead['items']): string =>
  items
    .map((item) => `${item.sku_id}x${item.quantity}`)
    .sort()
    .join(',');

/**
 * Takes the cart for this order's transaction, or throws OrderConflict('cart') when it is no
 * longer what the calculation read. Two orders of one cart at once (a double submit, or an
 * attacker's parallel requests) each passed the checks made before the transaction, the limit
 * on unpaid orders among them, and each placed an order with the cart's lines and took their
 * stock again (attack pass, stop 52). The row is written first: on PostgreSQL a second order of
 * the cart waits here for the first to end, then reads the cart it emptied; SQLite has one
 * writer at a time.
 */
async function claimCart(trx: Db, cart: CartAsRead): Promise<void> {
  await trx.updateTable('carts').set({ updated_at: nowIso() }).where('id', '=', cart.id).execute();
  const row = await trx
    .selectFrom('carts')
    .select('deposits')
    .where('id', '=', cart.id)
    .executeTakeFirst();
  const items = await trx
    .selectFrom('cart_items')
    .select(['sku_id', 'quantity'])
    .where('cart_id', '=', cart.id)
    .execute();
  if (row?.deposits !== cart.deposits || itemsKey(items) !== itemsKey(cart.items))
    throw new OrderConflict('cart');
}

export class OrderRepository {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Places a cart's order in one transaction: the order (stock), the gift certificates it buys,
   * bonuses, certificates as calculated, the address and subscription, the cart emptied.
   * Rejects with OrderConflict when a simultaneous order took what the calculation counted on
   * (nothing of this one stays).
   */
  async placeCartOrder(placing: CartOrder): Promise<number> {
    const { order } = placing;
    return this.ctx.db.transaction().execute(async (trx) => {
      await claimCart(trx, placing.cart);
      if (placing.unpaidBy) await this.withinUnpaidLimits(trx, placing.unpaidBy, order.lines);
      const id = await this.insert(trx, order);
      await insertDeposits(
        trx,
        { id, currency: order.currency },
        placing.deposits,
        placing.senderName,
      );
      if (placing.bonusesSpent && order.userId)
        await this.spendBonuses(trx, order.userId, placing.bonusesSpent, id);
      for (const certificate of placing.certificates) {
        if (certificate.amount <= 0) continue;
        // Spent only as calculated: by its owner (or anyone, unowned), balance unchanged; the
        // rest of the balance stays on the certificate.
        const spent = await trx
          .updateTable('certificates')
          .set({ balance: certificate.balance - certificate.amount })
          .where('code', '=', certificate.code)
          .where('balance', '=', certificate.balance)
          .where(spendableBy(order.userId))
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) === 0) throw new OrderConflict('certificate');
      }
      if (order.userId && placing.courierAddress) {
        await trx
          .insertInto('user_addresses')
          .values({ user_id: order.userId, ...placing.courierAddress, created_at: nowIso() })
          .execute();
      }
      if (placing.subscribeEmail) {
        await trx
          .insertInto('subscribers')
          .values({ email: placing.subscribeEmail.toLowerCase(), created_at: nowIso() })
          .onConflict((oc) => oc.column('email').doNothing())
          .execute();
      }
      await trx.deleteFrom('cart_items').where('cart_id', '=', placing.cart.id).execute();
      await trx
        .updateTable('carts')
        .set({ promocodes: '[]', certificates: '[]', deposits: '[]' })
        .where('id', '=', placing.cart.id)
        .execute();
      return id;
    });
  }

  /**
   * Throws OrderConflict when the customer's unpaid orders of the day, with this one, pass a
   * limit. Counted in the order's transaction after the customer's rows are claimed, in one
   * order for every transaction: on PostgreSQL an order of the same customer from another cart
   * (the phone confirmed in several sessions) waits for this one and then counts it. Counted
   * before the transaction, eight such orders at once held 24 pieces (race probe, stop 52).
   */
  private async withinUnpaidLimits(
    trx: Db,
    customer: UnpaidCustomer,
    lines: readonly OrderLine[],
  ): Promise<void> {
    const keys = [
      `unpaid-order:phone:${customer.phone}`,
      `unpaid-order:session:${customer.sessionId}`,
      ...(customer.userId === null ? [] : [`unpaid-order:user:${customer.userId}`]),
    ].sort();
    for (const key of keys) await countHit(trx, key, 60_000);
    const unpaid = await this.unpaidOfLastDay(customer, trx);
    if (unpaid.orders >= MAX_UNPAID_ORDERS_PER_DAY) throw new OrderConflict('unpaid_orders');
    if (unpaid.pieces + piecesOf(lines) > MAX_UNPAID_PIECES)
      throw new OrderConflict('unpaid_pieces');
  }

  /** Inserts the order, decrements stock; returns its id. Runs inside the caller's transaction. */
  async insert(trx: Db, order: NewOrder): Promise<number> {
    const { id } = await trx
      .insertInto('orders')
      .values({
        user_id: order.userId,
        session_id: order.sessionId,
        kind: order.kind,
        status: order.status,
        currency: order.currency,
        final_sum: order.finalSum,
        delivery_price: order.deliveryPrice,
        delivery_method_id: order.deliveryMethodId,
        payment_method_id: order.paymentMethodId,
        data: JSON.stringify({ ...(order.data as object), categories: order.categories }),
        lines: JSON.stringify(order.lines),
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const line of order.lines) await this.takeStock(trx, line.skuId, line.quantity);
    return id;
  }

  /**
   * Takes a line's units as the cart counts them available (cart-calculator.ts'
   * availableQuantity), only while they are left: two orders for the last unit must not both
   * succeed. A preorder is made to order and takes no stock; a showcase product's unit beyond
   * its stock is the piece on the showcase, taken once (the product leaves the showcase). The
   * two rules differed: preorders and showcase pieces could be put into a cart and never ordered.
   */
  private async takeStock(trx: Db, skuId: number, quantity: number): Promise<void> {
    const product = await trx
      .selectFrom('skus')
      .innerJoin('products', 'products.id', 'skus.product_id')
      .select(['products.id', 'products.preorder', 'products.showcase'])
      .where('skus.id', '=', skuId)
      .executeTakeFirst();
    if (!product) throw new OrderConflict('stock');
    if (product.preorder) return;
    const fromStock = await trx
      .updateTable('skus')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', skuId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(fromStock.numUpdatedRows) > 0) return;
    if (!product.showcase) throw new OrderConflict('stock');
    // One short: all the stock there is, and the showcase piece.
    const rest = await trx
      .updateTable('skus')
      .set({ stock: 0 })
      .where('id', '=', skuId)
      .where('stock', '=', quantity - 1)
      .executeTakeFirst();
    const piece = await trx
      .updateTable('products')
      .set({ showcase: 0 })
      .where('id', '=', product.id)
      .where('showcase', '=', 1)
      .executeTakeFirst();
    if (Number(rest.numUpdatedRows) === 0 || Number(piece.numUpdatedRows) === 0)
      throw new OrderConflict('stock');
  }

  /** Takes bonuses only from a balance that still holds them: simultaneous orders spend them once. */
  async spendBonuses(trx: Db, userId: number, amount: number, orderId: number): Promise<void> {
    const spent = await trx
      .updateTable('users')
      .set((eb) => ({ bonus_balance: eb('bonus_balance', '-', amount) }))
      .where('id', '=', userId)
      .where('bonus_balance', '>=', amount)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0) throw new OrderConflict('bonuses');
    await trx
      .insertInto('bonus_entries')
      .values({
        user_id: userId,
        amount: -amount,
        kind: 'order_spent',
        order_id: orderId,
        created_at: nowIso(),
      })
      .execute();
  }

  /**
   * A customer's product orders of the last day that still wait for their money (online, or
   * cash on delivery), and the pieces they hold: each holds its stock. The customer is the
   * account, the session or the phone, whichever an order shares. The phone is the first key of
   * the order's stored data, where the order route writes it normalized: a phone anywhere else in
   * the data is the body's, and matching it let one customer lock others out (a second attack
   * pass).
   */
  async unpaidOfLastDay(
    customer: UnpaidCustomer,
    db: Db = this.ctx.db,
  ): Promise<{ orders: number; pieces: number }> {
    const since = new Date(Date.now() - 24 * 3600_000).toISOString();
    const rows = await db
      .selectFrom('orders')
      .select('lines')
      .where('kind', '=', 'products')
      .where('status', 'in', ['new', ...AWAITING_PAYMENT])
      .where('final_sum', '>', 0)
      .where('created_at', '>=', since)
      .where((eb) =>
        eb.or([
          eb('session_id', '=', customer.sessionId),
          eb('data', 'like', `${JSON.stringify({ phone: customer.phone }).slice(0, -1)},%`),
          ...(customer.userId === null ? [] : [eb('user_id', '=', customer.userId)]),
        ]),
      )
      .execute();
    const pieces = rows.reduce(
      (sum, row) => sum + piecesOf(parseJson<OrderLine[]>(row.lines, [])),
      0,
    );
    return { orders: rows.length, pieces };
  }

  byId(id: number): Promise<OrderRow | undefined> {
    return this.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setStatus(id: number, status: OrderStatus): Promise<void> {
    await this.ctx.db.updateTable('orders').set({ status }).where('id', '=', id).execute();
  }

  successData(row: OrderRow): OrderSuccessData {
    const data = parseJson<{
      email?: string;
      phone?: string;
      categories?: Record<string, string>;
      deposits?: { amount: number }[];
    }>(row.data, {});
    const lines = parseJson<OrderLine[]>(row.lines, []);
    const currency = row.currency as CurrencyCode;
    const analytics: AnalyticsPurchase = {
      orderId: row.id,
      finalSum: row.final_sum,
      deliveryPrice: row.delivery_price,
      currency,
      products: lines.map((l) => ({
        id: l.productId,
        name: l.name,
        price: l.price,
        quantity: l.quantity,
        designer: l.designer,
        category: data.categories?.[String(l.skuId)] ?? '',
      })),
    };
    return {
      id: row.id,
      status: row.status as OrderStatus,
      createdAt: row.created_at,
      currency,
      finalSum: row.final_sum,
      deliveryPrice: row.delivery_price,
      deliveryMethodId: row.delivery_method_id as OrderSuccessData['deliveryMethodId'],
      paymentMethodId: row.payment_method_id,
      email: data.email ?? '',
      phone: data.phone ?? '',
      lines,
      giftCertificates: (data.deposits ?? []).map(({ amount }) => ({ amount })),
      analytics,
    };
  }
}
