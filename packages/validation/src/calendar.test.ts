import { daysInMonth, isRealDate } from './calendar';

describe('daysInMonth', () => {
  it.each([
    [1, 2023, 31],
    [2, 2023, 28],
    [2, 2024, 29],
    [2, 1900, 28],
    [2, 2000, 29],
    [4, 2024, 30],
    [12, 2050, 31],
  ])('month %d of %d has %d days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });
});

describe('isRealDate', () => {
  it.each([
    [29, 2, 2024, true],
    [29, 2, 2023, false],
    [0, 1, 2024, false],
    [1, 0, 2024, false],
    [1, 13, 2024, false],
  ])('%d.%d.%d -> %s', (day, month, year, expected) => {
    expect(isRealDate(day, month, year)).toBe(expected);
  });
});
