import { resetStorefrontApi } from '@shop/api-client';
import { bus } from '@shop/event-bus';
import type { BusEvents, BusEventType, PickupPoint } from '@shop/types';

/** Collects what is emitted on the bus until `stop()`. */
export function collectEvents<E extends BusEventType>(type: E) {
  const events: BusEvents[E][] = [];
  const subscription = bus.on(type).subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

/** One request the fake server got; `answer` settles it, an abort rejects it as fetch does. */
export interface FakeCall {
  url: URL;
  signal: AbortSignal | undefined;
  answer(body: unknown, status?: number): void;
}

/**
 * A fetch whose answers the test gives by hand, in any order, so a slow older request can be
 * answered after a newer one. `calls` lists every request; `pending(path)` the unanswered ones.
 */
export function fakeFetch() {
  const calls: (FakeCall & { settled: boolean })[] = [];
  const mock = jest.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal ?? undefined;
        const call = {
          url: new URL(String(input), 'http://shop.test'),
          signal,
          settled: false,
          answer(body: unknown, status = 200) {
            call.settled = true;
            resolve(
              new Response(JSON.stringify(body), {
                status,
                headers: { 'content-type': 'application/json' },
              }),
            );
          },
        };
        signal?.addEventListener('abort', () => {
          call.settled = true;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
        calls.push(call);
      }),
  );
  global.fetch = mock as unknown as typeof fetch;
  resetStorefrontApi();
  const pending = (path: string) =>
    calls.filter((call) => !call.settled && call.url.pathname === `/api${path}`);
  return { mock, calls, pending };
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
export function listPage(from: number, count: number, total: number, next: string | null) {
  return {
    data: {
      items: Array.from({ length: count }, (_, i) => pickupPointFixture(from + i)),
      next_cursor: next,
      total,
      per_page: 50,
    },
  };
}
