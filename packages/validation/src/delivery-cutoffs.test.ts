import {
  checkExpressDelivery,
  checkSameDayDelivery,
  isExpressDeliveryAvailable,
  isSameDayDeliveryAvailable,
} from './delivery-cutoffs';

// Moscow wall-clock time expressed as a UTC instant (Moscow is UTC+3).
const moscow = (iso: string): Date => new Date(`${iso}+03:00`);

describe('express delivery: weekdays before 16:00 Moscow time (docs/product/09-constants.md#delivery-cut-offs)', () => {
  it.each([
    ['2024-06-17T00:00:00', 'Monday 00:00', true],
    ['2024-06-17T15:59:59', 'Monday 15:59:59', true],
    ['2024-06-17T16:00:00', 'Monday 16:00', false],
    ['2024-06-21T15:59:00', 'Friday 15:59', true],
    ['2024-06-21T16:00:00', 'Friday 16:00', false],
    ['2024-06-22T10:00:00', 'Saturday 10:00', false],
    ['2024-06-23T10:00:00', 'Sunday 10:00', false],
  ])('%s (%s) -> %s', (iso, _label, available) => {
    expect(isExpressDeliveryAvailable(moscow(iso))).toBe(available);
    expect(checkExpressDelivery(moscow(iso))).toBe(
      available ? null : 'error.delivery.expressCutoff',
    );
  });
});

describe('same-day delivery: weekdays before 13:00 Moscow time (docs/product/09-constants.md#delivery-cut-offs)', () => {
  it.each([
    ['2024-06-17T12:59:59', 'Monday 12:59:59', true],
    ['2024-06-17T13:00:00', 'Monday 13:00', false],
    ['2024-06-19T08:00:00', 'Wednesday 08:00', true],
    ['2024-06-21T12:30:00', 'Friday 12:30', true],
    ['2024-06-22T09:00:00', 'Saturday 09:00', false],
    ['2024-06-23T09:00:00', 'Sunday 09:00', false],
  ])('%s (%s) -> %s', (iso, _label, available) => {
    expect(isSameDayDeliveryAvailable(moscow(iso))).toBe(available);
    expect(checkSameDayDelivery(moscow(iso))).toBe(
      available ? null : 'error.delivery.sameDayCutoff',
    );
  });
});

describe('the cut-off helpers read the clock when no date is given', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['2024-06-17T12:00:00', [true, true, null, null]],
    ['2024-06-17T14:00:00', [true, false, null, 'error.delivery.sameDayCutoff']],
    [
      '2024-06-22T12:00:00',
      [false, false, 'error.delivery.expressCutoff', 'error.delivery.sameDayCutoff'],
    ],
  ])('at %s Moscow time', (iso, expected) => {
    jest.useFakeTimers({ now: moscow(iso) });
    expect([
      isExpressDeliveryAvailable(),
      isSameDayDeliveryAvailable(),
      checkExpressDelivery(),
      checkSameDayDelivery(),
    ]).toEqual(expected);
  });
});
