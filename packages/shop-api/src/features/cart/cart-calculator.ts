/** Recomputes CartData from the stored cart, its context and the request's storefront (docs/product/03-entities.md#cart-data, docs/product/04-states.md). */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { CartData, CartProductLine, CurrencyCode, Locale } from '@shop/types';
import type { AppContext } from '../../app-context';
import type { DB, PickupPointTable } from '../../db/schema';
import { parseExtras } from '../../seed/product-extras';
import { CatalogRepository } from '../catalog/catalog-repository';
import { MAX_QUANTITY_PER_LINE, skuPrice } from '../catalog/product-mapper';
import type { ProductRow, SkuRow } from '../catalog/product-row';
import type { CartContents } from './cart-repository';
import { deliveryOptions, paymentMethods } from './delivery-options';

export interface CalcInput {
  locale: Locale;
  currency: CurrencyCode;
  country: string;
  bonusBalance: number;
  /** The cart's user (null: a guest); only they spend the certificates in their profile. */
  userId: number | null;
}

export interface LineInfo {
  line: CartProductLine;
  product: ProductRow;
  sku: SkuRow;
  /** Quantity available now (stock, preorder or showcase). */
  available: number;
  buyable: boolean;
}

export interface CertificateSpend {
  code: string;
  amount: number;
  balance: number;
}

/** Why a code applied earlier no longer pays: the order is refused once with it. */
export type StoppedPayingReason =
  'certificate_expired' | 'certificate_used_up' | 'promocode_expired';

export interface StoppedPaying {
  code: string;
  reason: StoppedPayingReason;
}

export type ChosenPickupPoint = Pick<
  Selectable<PickupPointTable>,
  'id' | 'code' | 'city' | 'address'
>;

export interface Calculation {
  cartData: CartData;
  lines: LineInfo[];
  bonusesSpent: number;
  /** What the order takes from each certificate, and the balance it was calculated against. */
  certificateSpend: CertificateSpend[];
  /** The chosen pickup point, when it names one that exists (else null): what is charged for. */
  pickupPoint: ChosenPickupPoint | null;
  /** Codes in the cart the calculation left out since they were applied (expired, spent). */
  stoppedPaying: StoppedPaying[];
}

const SIZE_KEYS: Record<string, 'ring_size' | 'chain_size' | 'bracelet_size'> = {
  rings: 'ring_size',
  necklaces: 'chain_size',
  bracelets: 'bracelet_size',
};

/**
 * Certificates a cart of this user may spend: bearer ones (in no profile), whoever holds the
 * code, and those in the user's own profile; one in someone else's profile is not theirs.
 */
export const spendableBy =
  (userId: number | null) => (eb: ExpressionBuilder<DB, 'certificates'>) =>
    userId === null
      ? eb('certificates.user_id', 'is', null)
      : eb.or([eb('certificates.user_id', 'is', null), eb('certificates.user_id', '=', userId)]);

/** A promo code or certificate past its date: refused when added, and no longer applied after. */
export const isExpired = (row: { expires_at: string }, now = Date.now()): boolean =>
  Date.parse(row.expires_at) < now;

/** A certificate that can still pay: applied to a cart, or counted in its total. */
export const certificatePays = (row: { expires_at: string; balance: number }): boolean =>
  row.balance > 0 && !isExpired(row);

/** The one refusal an order gives for codes that stopped paying: certificates first, as money. */
export function stoppedPayingRefusal(stopped: StoppedPaying[]): StoppedPayingReason | null {
  const order: StoppedPayingReason[] = [
    'certificate_expired',
    'certificate_used_up',
    'promocode_expired',
  ];
  return order.find((reason) => stopped.some((s) => s.reason === reason)) ?? null;
}

export function availableQuantity(product: ProductRow, sku: SkuRow): number {
  if (product.is_archive) return 0;
  if (product.preorder) return 5;
  return Math.min(MAX_QUANTITY_PER_LINE, sku.stock + (product.showcase ? 1 : 0));
}

export class CartCalculator {
  private readonly catalog: CatalogRepository;

  constructor(private readonly ctx: AppContext) {
    this.catalog = new CatalogRepository(ctx);
  }

  async skuWithProduct(skuId: number): Promise<{ sku: SkuRow; product: ProductRow } | null> {
    const sku = await this.ctx.db
      .selectFrom('skus')
      .selectAll()
      .where('id', '=', skuId)
      .executeTakeFirst();
    if (!sku) return null;
    const [product] = await this.catalog.byIds([sku.product_id]);
    return product ? { sku, product } : null;
  }

  async lines(state: CartContents, input: CalcInput): Promise<LineInfo[]> {
    if (!state.items.length) return [];
    const skuIds = state.items.map((i) => i.sku_id);
    const skus = await this.ctx.db
      .selectFrom('skus')
      .selectAll()
      .where('id', 'in', skuIds)
      .execute();
    const products = await this.catalog.byIds([...new Set(skus.map((s) => s.product_id))]);
    const allSkus = await this.ctx.db
      .selectFrom('skus')
      .select(['id', 'product_id'])
      .where(
        'product_id',
        'in',
        products.map((p) => p.id),
      )
      .orderBy('id')
      .execute();
    const categories = await this.catalog.categoryNames();
    const map = { locale: input.locale, currency: input.currency, media: this.ctx.media };
    const result: LineInfo[] = [];
    for (const item of state.items) {
      const sku = skus.find((s) => s.id === item.sku_id);
      const product = sku && products.find((p) => p.id === sku.product_id);
      if (!sku || !product) continue;
      const index = allSkus
        .filter((s) => s.product_id === product.id)
        .findIndex((s) => s.id === sku.id);
      const price = skuPrice(product, Math.max(0, index), map);
      const available = availableQuantity(product, sku);
      const characteristics: CartProductLine['characteristics'] = {};
      const sizeKey = SIZE_KEYS[product.category_id];
      if (sku.size && sizeKey) characteristics[sizeKey] = sku.size;
      if (item.text) characteristics.text = item.text;
      result.push({
        line: {
          id: String(sku.id),
          productId: product.id,
          skuId: sku.id,
          name: input.locale === 'ru' ? product.name_ru : product.name_en,
          designer: product.designer_name,
          price: { initial: price.initial ?? 0, final: price.final ?? 0, currency: input.currency },
          quantity: item.quantity,
          maxQuantity: available,
          category: categories.get(product.category_id)?.[input.locale] ?? product.category_id,
          characteristics,
          photo: this.ctx.media.productSizes(product.image_index, 'webp').small,
          url: `/jewelry/${product.slug}`,
          kind: 'product',
        },
        product,
        sku,
        available,
        buyable: !product.is_archive && price.initial !== null && available > 0,
      });
    }
    return result;
  }

  async calculate(state: CartContents, input: CalcInput): Promise<Calculation> {
    const lines = await this.lines(state, input);
    const { context } = state;
    const productsInitial = lines.reduce(
      (sum, l) => sum + l.line.price.initial * l.line.quantity,
      0,
    );
    const productsFinal = lines.reduce((sum, l) => sum + l.line.price.final * l.line.quantity, 0);

    const promoRows = state.promocodes.length
      ? await this.ctx.db
          .selectFrom('promocodes')
          .selectAll()
          .where('code', 'in', state.promocodes)
          .execute()
      : [];
    const promocodes = promoRows
      .filter((p) => !isExpired(p))
      .map((p) => ({
        code: p.code,
        discountPercent: p.discount_percent,
        discountAmount: Math.round((productsFinal * p.discount_percent) / 100),
      }));
    const promoDiscount = promocodes.reduce((sum, p) => sum + p.discountAmount, 0);

    const restricted = lines.some((l) => parseExtras(l.product.extras).restrictions.ru.length > 0);
    const afterPromo = Math.max(0, productsFinal - promoDiscount);
    const bonusAvailable =
      input.currency === 'RUB' && !restricted
        ? Math.min(input.bonusBalance, Math.floor(afterPromo * 0.3))
        : 0;
    const bonusesSpent = context.spend_bonuses ? bonusAvailable : 0;

    const certRows = state.certificates.length
      ? await this.ctx.db
          .selectFrom('certificates')
          .selectAll()
          .where('code', 'in', state.certificates)
          // Applied before it was someone's, or carried over from a guest cart: not spent here.
          .where(spendableBy(input.userId))
          .execute()
      : [];
    // Each certificate pays what is left of the goods, in the order they were applied; what it
    // does not need stays on it for another order.
    let leftToPay = Math.max(0, afterPromo - bonusesSpent);
    const certificateSpend: CertificateSpend[] = certRows
      .filter((c) => c.currency === input.currency && !isExpired(c))
      .sort((a, b) => state.certificates.indexOf(a.code) - state.certificates.indexOf(b.code))
      .map((c) => {
        const amount = Math.min(Math.max(0, c.balance), leftToPay);
        leftToPay -= amount;
        return { code: c.code, amount, balance: c.balance };
      });
    const certificates = certificateSpend.map((c) => ({
      code: c.code,
      amount: c.amount,
      currency: input.currency,
    }));
    const certificateSum = certificates.reduce((sum, c) => sum + c.amount, 0);
    const depositSum = state.deposits.reduce((sum, d) => sum + d.amount, 0);

    const onlyOnlineCertificates = lines.length === 0 && state.deposits.length > 0;
    const country = context.delivery?.country ?? input.country;
    // The point the shopper chose on the map is charged at the price the map showed for it.
    // The checkout names it by its code, else by its id. Points in Belarus and Kazakhstan are
    // offered to a Russian delivery too (their codes are recognised, docs/product/05-validation.md).
    const chosenPoint = context.pickup_point_id;
    const point = chosenPoint
      ? await this.ctx.db
          .selectFrom('pickup_points')
          .select(['id', 'code', 'city', 'address', 'price_rub'])
          .where((eb) => eb.or([eb('code', '=', chosenPoint), eb('id', '=', chosenPoint)]))
          .executeTakeFirst()
      : undefined;
    const delivery = deliveryOptions(
      {
        country,
        currency: input.currency,
        locale: input.locale,
        productsSum: afterPromo,
        onlyOnlineCertificates,
        kadType: context.delivery?.kadType,
        region: context.delivery?.region || context.delivery?.city,
        ...(point ? { pickupPointPrice: point.price_rub } : {}),
      },
      context.delivery_method_id,
    );
    const deliveryPrice = lines.length ? (delivery.selected?.price ?? 0) : 0;
    const goodsToPay = Math.max(0, afterPromo - bonusesSpent - certificateSum);
    const finalTotal = goodsToPay + deliveryPrice + depositSum;
    const payments = paymentMethods(
      {
        locale: input.locale,
        currency: input.currency,
        deliveryTypeId: delivery.selected?.typeId ?? null,
        total: finalTotal,
        restricted,
        hasDeposits: state.deposits.length > 0,
      },
      context.payment_method_id,
    );

    const cartData: CartData = {
      products: Object.fromEntries(lines.map((l) => [l.line.id, l.line])),
      totalProducts: lines.reduce((sum, l) => sum + l.line.quantity, 0) + state.deposits.length,
      certificates,
      promocodes,
      delivery: delivery.options,
      finalSum: { initial: productsInitial + deliveryPrice + depositSum, final: finalTotal },
      totalSum: { initial: productsInitial, final: productsFinal },
      currency: input.currency,
      deliveryEstimations: delivery.estimations,
      availablePaymentMethods: payments,
      deposits: state.deposits,
      bonuses: { balance: input.bonusBalance, available: bonusAvailable, spent: bonusesSpent },
      deliveryPrice,
      onlyOnlineCertificates,
    };
    // One in someone else's profile is not among certRows: no total ever counted it.
    const stoppedPaying: StoppedPaying[] = [
      ...certRows
        .filter((c) => !certificatePays(c))
        .map((c) => ({
          code: c.code,
          reason: isExpired(c)
            ? ('certificate_expired' as const)
            : ('certificate_used_up' as const),
        })),
      ...promoRows
        .filter((p) => isExpired(p))
        .map((p) => ({ code: p.code, reason: 'promocode_expired' as const })),
    ];
    return {
      cartData,
      lines,
      bonusesSpent,
      certificateSpend,
      pickupPoint: point
        ? { id: point.id, code: point.code, city: point.city, address: point.address }
        : null,
      stoppedPaying,
    };
  }
}
