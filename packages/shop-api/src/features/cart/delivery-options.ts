/** Delivery options and payment methods by country and cart (docs/product/04-states.md#delivery-methods-and-types delivery type ids). */
import type {
  CurrencyCode,
  DeliveryEstimation,
  DeliveryMethodId,
  DeliveryOption,
  Locale,
  PaymentMethod,
} from '@shop/types';
import { isExpressDeliveryAvailable, isSameDayDeliveryAvailable } from '@shop/validation';

export const DELIVERY = {
  courier: 1,
  pickpoint: 2,
  shop: 3,
  onlineCertificate: 4,
  dayToDay: 5,
  pickup: 6,
  express: 7,
} as const;
/** docs/product/09-constants.md#money-and-amounts: default deposit payment method (online card or fast payment). */
export const DEFAULT_DEPOSIT_PAYMENT_METHOD = 13;

const TITLES: Record<number, Record<Locale, string>> = {
  1: { ru: 'Курьером', en: 'Courier' },
  2: { ru: 'В пункт выдачи', en: 'Pickup point' },
  3: { ru: 'Самовывоз из магазина', en: 'Pick up in store' },
  4: { ru: 'Онлайн-сертификат на e-mail', en: 'Online certificate by e-mail' },
  5: { ru: 'Доставка в день заказа', en: 'Same-day delivery' },
  6: { ru: 'Самовывоз', en: 'Pickup' },
  7: { ru: 'Экспресс-доставка', en: 'Express delivery' },
};

/** Express and same-day courier delivery exist in the Moscow region only. */
const MOSCOW_REGION = /москв|moscow/i;
export const EXPRESS_PRICE_RUB = 1500;
export const SAME_DAY_PRICE_RUB = 1000;

interface DeliveryInput {
  country: string;
  currency: CurrencyCode;
  locale: Locale;
  productsSum: number;
  onlyOnlineCertificates: boolean;
  kadType: string | undefined;
  /** Region or city of the delivery address (Moscow gets express and same-day). */
  region?: string;
  /** For tests: the moment the Moscow-time cut-offs are checked against. */
  now?: Date;
  /** The chosen pickup point's price in roubles, as the map lists it; without one, the flat price. */
  pickupPointPrice?: number;
}

/** A pickup point's delivery: the chosen point's price, free from 15 000 of goods. */
const PICKPOINT_FLAT_PRICE = 300;
const PICKPOINT_FREE_FROM = 15_000;

function pickpointPrice(input: DeliveryInput): number {
  if (input.productsSum >= PICKPOINT_FREE_FROM) return 0;
  return input.pickupPointPrice ?? PICKPOINT_FLAT_PRICE;
}

interface DeliveryType {
  typeId: DeliveryMethodId;
  price: number;
  days: number;
  /** Past its Moscow-time cut-off (16:00 express, 13:00 same day, weekdays only). */
  disabled?: boolean;
}

function courierPrice(input: DeliveryInput): number {
  if (input.currency === 'RUB') {
    if (input.productsSum >= 30_000) return 0;
    return input.kadType === 'outside' ? 900 : 500;
  }
  if (input.currency === 'AED') return input.productsSum >= 2000 ? 0 : 50;
  return input.productsSum >= 500 ? 0 : 25;
}

export function deliveryTypes(input: DeliveryInput): DeliveryType[] {
  if (input.onlyOnlineCertificates) return [{ typeId: 4, price: 0, days: 0 }];
  if (input.country === 'RU') {
    const now = input.now ?? new Date();
    const moscow = MOSCOW_REGION.test(input.region ?? '');
    // Express, same-day and pickup-point delivery have their prices in roubles only: a cart in
    // another currency (a visitor abroad, delivering to Russia) was charged 1 500 ₽ as 1 500 AED.
    const roubles = input.currency === 'RUB';
    return [
      { typeId: 1, price: courierPrice(input), days: 2 },
      ...(moscow && roubles
        ? [
            {
              typeId: 7 as const,
              price: EXPRESS_PRICE_RUB,
              days: 0,
              disabled: !isExpressDeliveryAvailable(now),
            },
            {
              typeId: 5 as const,
              price: SAME_DAY_PRICE_RUB,
              days: 0,
              disabled: !isSameDayDeliveryAvailable(now),
            },
          ]
        : []),
      ...(roubles ? [{ typeId: 2 as const, price: pickpointPrice(input), days: 4 }] : []),
      { typeId: 3, price: 0, days: 1 },
      { typeId: 6, price: 0, days: 1 },
    ];
  }
  if (input.country === 'AE') {
    return [
      { typeId: 1, price: courierPrice(input), days: 3 },
      { typeId: 3, price: 0, days: 2 },
    ];
  }
  return [{ typeId: 1, price: courierPrice(input), days: 7 }];
}

export function deliveryOptions(
  input: DeliveryInput,
  selectedId: number | null | undefined,
): {
  options: DeliveryOption[];
  estimations: DeliveryEstimation[];
  selected: DeliveryOption | null;
} {
  const types = deliveryTypes(input);
  const enabled = types.filter((t) => !t.disabled);
  const selectedType = enabled.find((t) => t.typeId === selectedId) ?? enabled[0];
  const today = new Date();
  const options = types.map((t) => ({
    id: t.typeId,
    typeId: t.typeId,
    title: TITLES[t.typeId]?.[input.locale] ?? String(t.typeId),
    price: t.price,
    currency: input.currency,
    selected: t === selectedType,
    disabled: t.disabled ?? false,
  }));
  const estimations = types.map((t) => {
    const from = new Date(today.getTime() + t.days * 86_400_000);
    const to = new Date(today.getTime() + (t.days + 2) * 86_400_000);
    const text =
      t.days === 0
        ? input.locale === 'ru'
          ? 'Сразу после оплаты'
          : 'Right after payment'
        : input.locale === 'ru'
          ? `${t.days}–${t.days + 2} дн.`
          : `${t.days}–${t.days + 2} days`;
    return {
      typeId: t.typeId,
      dateFrom: from.toISOString().slice(0, 10),
      dateTo: to.toISOString().slice(0, 10),
      text,
    };
  });
  return { options, estimations, selected: options.find((o) => o.selected) ?? null };
}

interface PaymentInput {
  locale: Locale;
  currency: CurrencyCode;
  deliveryTypeId: number | null;
  total: number;
  restricted: boolean;
  /** The cart buys gift certificates: their codes come only with a verified online payment. */
  hasDeposits: boolean;
}

export function paymentMethods(
  input: PaymentInput,
  selectedId: number | null | undefined,
): PaymentMethod[] {
  const ru = input.locale === 'ru';
  const offline =
    input.deliveryTypeId === DELIVERY.onlineCertificate ||
    input.deliveryTypeId === DELIVERY.pickpoint;
  const methods: Omit<PaymentMethod, 'selected'>[] = [
    {
      id: 13,
      code: 'card',
      title: ru ? 'Картой онлайн или СБП' : 'Card online',
      subtitle: ru ? 'Visa, Mastercard, МИР, СБП' : 'Visa, Mastercard',
      type: 'online',
      pay_page_type: 'redirect',
      messages: { notice: null, warning: null },
      disabled: false,
    },
  ];
  if (input.currency === 'RUB') {
    const dolyameDisabled = input.restricted || input.total > 200_000 || input.total <= 0;
    methods.push({
      id: 15,
      code: 'dolyame',
      title: 'Долями',
      subtitle: ru ? '4 платежа без переплат' : '4 interest-free payments',
      type: 'online',
      pay_page_type: 'redirect',
      messages: {
        notice: null,
        warning: dolyameDisabled
          ? ru
            ? 'Недоступно для этого заказа'
            : 'Not available for this order'
          : null,
      },
      disabled: dolyameDisabled,
    });
  }
  methods.push({
    id: 2,
    code: 'cash',
    title: ru ? 'При получении' : 'On delivery',
    subtitle: ru ? 'Наличными или картой курьеру' : 'Cash or card to the courier',
    type: 'other',
    pay_page_type: 'none',
    messages: {
      notice: input.hasDeposits
        ? ru
          ? 'Подарочные сертификаты оплачиваются онлайн'
          : 'Gift certificates are paid online'
        : offline
          ? ru
            ? 'Только для курьерской доставки'
            : 'Courier delivery only'
          : null,
      warning: null,
    },
    disabled: offline || input.hasDeposits,
  });
  const enabled = methods.filter((m) => !m.disabled);
  const selected = enabled.find((m) => m.id === selectedId) ?? enabled[0];
  return methods.map((m) => ({ ...m, selected: m === selected }));
}
