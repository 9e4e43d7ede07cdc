import { deliveryOptions, EXPRESS_PRICE_RUB, SAME_DAY_PRICE_RUB } from './delivery-options';

const base = {
  country: 'RU',
  currency: 'RUB' as const,
  locale: 'ru' as const,
  productsSum: 10_000,
  onlyOnlineCertificates: false,
  kadType: undefined,
};
// 2026-11-23 is a Monday; Moscow is UTC+3.
const mondayAt = (moscowHour: number) => new Date(Date.UTC(2026, 10, 23, moscowHour - 3, 30));

const option = (typeId: number, input: Parameters<typeof deliveryOptions>[0]) =>
  deliveryOptions(input, null).options.find((o) => o.typeId === typeId);

describe('express and same-day delivery (Moscow region, Moscow-time cut-offs)', () => {
  it('are offered with their prices in the Moscow region only', () => {
    const moscow = { ...base, region: 'Москва', now: mondayAt(10) };
    expect(option(7, moscow)).toMatchObject({ price: EXPRESS_PRICE_RUB, disabled: false });
    expect(option(5, moscow)).toMatchObject({ price: SAME_DAY_PRICE_RUB, disabled: false });
    expect(option(7, { ...base, region: 'Санкт-Петербург', now: mondayAt(10) })).toBeUndefined();
    expect(
      option(5, { ...base, country: 'AE', region: 'Moscow', now: mondayAt(10) }),
    ).toBeUndefined();
  });

  it('are offered with pickup points only to a cart in roubles, where their prices are set', () => {
    for (const currency of ['AED', 'USD'] as const) {
      const abroad = { ...base, currency, region: 'Москва', now: mondayAt(10) };
      const types = deliveryOptions(abroad, null).options.map((o) => o.typeId);
      expect(types).toEqual([1, 3, 6]);
    }
    const roubles = deliveryOptions({ ...base, region: 'Москва', now: mondayAt(10) }, null);
    expect(roubles.options.map((o) => o.typeId)).toEqual([1, 7, 5, 2, 3, 6]);
  });

  it('close same-day at 13:00 and express at 16:00 on weekdays', () => {
    const at = (hour: number) => ({ ...base, region: 'Moscow', now: mondayAt(hour) });
    expect(option(5, at(13))?.disabled).toBe(true);
    expect(option(7, at(13))?.disabled).toBe(false);
    expect(option(7, at(16))?.disabled).toBe(true);
  });

  it('are closed at the weekend and a closed option is never the selected one', () => {
    const saturday = {
      ...base,
      region: 'Москва',
      now: new Date(Date.UTC(2026, 10, 28, 7, 0)),
    };
    expect(option(7, saturday)?.disabled).toBe(true);
    expect(option(5, saturday)?.disabled).toBe(true);
    const chosen = deliveryOptions(saturday, 7);
    expect(chosen.selected?.typeId).toBe(1);
  });
});
