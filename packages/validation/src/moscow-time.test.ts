import { isWeekdayBeforeMoscowHour, toMoscowTime } from './moscow-time';

const utc = (iso: string): Date => new Date(`${iso}Z`);

describe('toMoscowTime (UTC+3)', () => {
  it.each([
    ['2024-06-17T12:00:00', { weekday: 1, hours: 15, minutes: 0 }],
    ['2024-06-17T20:59:00', { weekday: 1, hours: 23, minutes: 59 }],
    ['2024-06-16T21:30:00', { weekday: 1, hours: 0, minutes: 30 }],
    ['2024-06-21T21:00:00', { weekday: 6, hours: 0, minutes: 0 }],
    ['2024-12-31T21:00:00', { weekday: 3, hours: 0, minutes: 0 }],
  ])('%s UTC is %j in Moscow', (iso, expected) => {
    expect(toMoscowTime(utc(iso))).toEqual(expected);
  });

  it('reads the clock when no date is given', () => {
    jest.useFakeTimers({ now: utc('2024-06-17T12:00:00') });
    try {
      expect(toMoscowTime()).toEqual({ weekday: 1, hours: 15, minutes: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('isWeekdayBeforeMoscowHour', () => {
  it.each([
    [16, '2024-06-17T12:59:59', true],
    [16, '2024-06-17T13:00:00', false],
    [16, '2024-06-21T12:59:00', true],
    [16, '2024-06-22T08:00:00', false],
    [16, '2024-06-23T08:00:00', false],
    [16, '2024-06-16T21:00:00', true],
    [16, '2024-06-16T20:59:00', false],
    [13, '2024-06-17T09:59:00', true],
    [13, '2024-06-17T10:00:00', false],
  ])('before %d:00 at %s UTC -> %s', (hour, iso, expected) => {
    expect(isWeekdayBeforeMoscowHour(hour, utc(iso))).toBe(expected);
  });

  it('reads the clock when no date is given', () => {
    jest.useFakeTimers({ now: utc('2024-06-22T08:00:00') });
    try {
      expect(isWeekdayBeforeMoscowHour(16)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
