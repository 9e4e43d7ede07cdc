import { apiServer, heldCalls, pickupPoints } from '@shop/api-client/testing';
import { bus } from '@shop/event-bus';
import type { BusEvents, BusEventType, PickupPoint, PickupPointsListResponse } from '@shop/types';

/** Collects what is emitted on the bus until `stop()`. */
export function collectEvents<E extends BusEventType>(type: E) {
  const events: BusEvents[E][] = [];
  const subscription = bus.on(type).subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

export function pickupPointFixture(
  index: number,
  overrides: Partial<PickupPoint> = {},
): PickupPoint {
  return {
    id: `cdek-${index}`,
    provider: { id: 'cdek', name: 'СДЭК' },
    name: `СДЭК: ул. Ленина, ${index}`,
    code: `CDEK-${1000 + index}`,
    country_iso_code: 'RU',
    city: 'Москва',
    address: `ул. Ленина, ${index}`,
    fullAddress: `Москва, ул. Ленина, ${index}`,
    shortAddress: `ул. Ленина, ${index}`,
    lat: 55.75 + index / 1000,
    lng: 37.61 + index / 1000,
    workHours: '09:00–21:00',
    phone: '+7 800 555-0000',
    deliveryDays: 2,
    price: 199,
    currency: 'RUB',
    paymentCard: true,
    fitting: false,
    ...overrides,
  };
}

/** A list page of `count` points starting at `from`. */
export function listPage(
  from: number,
  count: number,
  total: number,
  next: string | null,
): PickupPointsListResponse {
  return {
    data: {
      items: Array.from({ length: count }, (_, i) => pickupPointFixture(from + i)),
      next_cursor: next,
      total,
      per_page: 50,
    },
  };
}

/** The pickup-point list's calls, each held until the test answers it (`next()`, `answer`). */
export function holdPickupList() {
  const list = heldCalls<PickupPointsListResponse>();
  apiServer.use(pickupPoints.list(list.answer));
  return list;
}
