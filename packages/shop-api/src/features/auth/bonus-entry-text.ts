/** What a line of the profile's bonus history says, in the storefront's language. */
import type { Locale } from '@shop/types';
import type { BonusEntryKind } from '../../db/schema';

const TEXTS: Record<BonusEntryKind, Record<Locale, (orderId: number | null) => string>> = {
  welcome: { ru: () => 'Приветственные бонусы', en: () => 'Welcome bonus' },
  order_earned: {
    ru: (orderId) => `Начислено за заказ № ${orderId ?? ''}`.trim(),
    en: (orderId) => `Earned with order No. ${orderId ?? ''}`.trim(),
  },
  order_spent: {
    ru: (orderId) => `Оплата заказа № ${orderId ?? ''}`.trim(),
    en: (orderId) => `Paid for order No. ${orderId ?? ''}`.trim(),
  },
  order_cancelled: {
    ru: (orderId) => `Возврат: заказ № ${orderId ?? ''} не оплачен и отменён`,
    en: (orderId) => `Returned: order No. ${orderId ?? ''} was not paid and is cancelled`,
  },
};

export function bonusEntryText(
  entry: { kind: BonusEntryKind; order_id: number | null },
  locale: Locale,
): string {
  return TEXTS[entry.kind][locale](entry.order_id);
}
