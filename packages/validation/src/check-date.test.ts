import { checkBirthday } from './check-birthday';
import { checkDate, checkSendDate } from './check-date';

// "Today" is 15 June 2024, local time.
const NOW = new Date(2024, 5, 15, 10, 30);

describe('checkDate with a year (docs/product/05-validation.md#dates-and-birthday: dd.mm.yyyy, 1900–2050, before today)', () => {
  it.each([
    ['14.06.2024', null, 'yesterday'],
    ['15.06.2024', 'error.date.future', 'today'],
    ['16.06.2024', 'error.date.future', 'tomorrow'],
    ['01.01.2030', 'error.date.future', 'a later year'],
    ['29.02.2024', null, '29.02 in a leap year'],
    ['29.02.2000', null, '29.02 in a leap year divisible by 400'],
    ['29.02.2023', 'error.birthday.format', '29.02 in a non-leap year'],
    ['29.02.1900', 'error.birthday.format', '29.02 in 1900 (not leap)'],
    ['28.02.2023', null, '28.02 in a non-leap year'],
    ['31.04.2000', 'error.birthday.format', '31.04'],
    ['30.04.2000', null, '30.04'],
    ['31.06.2000', 'error.birthday.format', '31.06'],
    ['31.09.2000', 'error.birthday.format', '31.09'],
    ['31.11.2000', 'error.birthday.format', '31.11'],
    ['31.12.2000', null, '31.12'],
    ['31.01.2000', null, '31.01'],
    ['32.01.2000', 'error.birthday.format', 'day 32'],
    ['00.01.2000', 'error.birthday.format', 'day 0'],
    ['01.00.2000', 'error.birthday.format', 'month 0'],
    ['01.13.2000', 'error.birthday.format', 'month 13'],
    ['01.01.1900', null, 'the first year'],
    ['31.12.1899', 'error.birthday.format', '1899'],
    ['01.01.2051', 'error.birthday.format', '2051'],
    ['1.1.2000', 'error.birthday.format', 'single digits'],
    ['01/01/2000', 'error.birthday.format', 'slashes'],
    ['01.01.00', 'error.birthday.format', 'a 2-digit year'],
    ['01.01', 'error.birthday.format', 'no year'],
    ['01.01.2000x', 'error.birthday.format', 'trailing text'],
    [' 01.01.2000 ', null, 'surrounding spaces'],
    ['', 'error.field.empty', 'empty'],
  ])('%j -> %s (%s)', (value, expected, _edge) => {
    expect(checkDate(value, { withYear: true, now: NOW })).toBe(expected);
  });

  it.each([
    ['31.12.2050', new Date(2051, 0, 1), null],
    ['31.12.2050', new Date(2050, 11, 31, 23, 59), 'error.date.future'],
    ['01.01.2024', new Date(2024, 0, 1, 0, 0), 'error.date.future'],
    ['31.12.2023', new Date(2024, 0, 1, 0, 0), null],
  ])('%j on %s -> %s (year and month boundaries of "today")', (value, now, expected) => {
    expect(checkDate(value, { withYear: true, now })).toBe(expected);
  });

  it('uses the current day when no "now" is given', () => {
    jest.useFakeTimers({ now: new Date(2024, 5, 15, 12) });
    try {
      expect([
        checkDate('14.06.2024', { withYear: true }),
        checkDate('15.06.2024', { withYear: true }),
      ]).toEqual([null, 'error.date.future']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('checkDate without a year (docs/product/05-validation.md#dates-and-birthday: a wrong-date message)', () => {
  it.each([
    ['29.02', null],
    ['28.02', null],
    ['30.02', 'error.date.invalid'],
    ['31.04', 'error.date.invalid'],
    ['30.04', null],
    ['31.12', null],
    ['00.05', 'error.date.invalid'],
    ['01.13', 'error.date.invalid'],
    ['1.05', 'error.date.invalid'],
    ['15.06.2024', 'error.date.invalid'],
    ['ab.cd', 'error.date.invalid'],
    ['', 'error.field.empty'],
  ])('%j -> %s', (value, expected) => {
    expect(checkDate(value, { withYear: false, now: NOW })).toBe(expected);
  });
});

describe('checkBirthday (docs/product/05-validation.md#dates-and-birthday: dd.mm.yyyy)', () => {
  it.each([
    ['14.06.1990', null],
    ['15.06.2024', 'error.date.future'],
    ['31.04.1990', 'error.birthday.format'],
    ['1990-06-14', 'error.birthday.format'],
  ])('%j -> %s', (value, expected) => {
    expect(checkBirthday(value, { now: NOW })).toBe(expected);
  });

  it('defaults to the current day', () => {
    jest.useFakeTimers({ now: new Date(2024, 5, 15, 12) });
    try {
      expect(checkBirthday('15.06.2024')).toBe('error.date.future');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('checkSendDate (a gift certificate send date: dd.mm.yyyy, not in the past)', () => {
  it.each([
    ['15.06.2024', null, 'today'],
    ['16.06.2024', null, 'tomorrow'],
    ['14.06.2024', 'error.date.past', 'yesterday'],
    ['29.02.2028', null, '29.02 in a leap year'],
    ['29.02.2027', 'error.date.invalid', '29.02 in a non-leap year'],
    ['31.12.2051', 'error.date.invalid', 'after 2050'],
    ['1.7.2024', 'error.date.invalid', 'not dd.mm.yyyy'],
    ['', 'error.field.empty', 'empty'],
  ])('%s → %s (%s)', (value, expected, _edge) => {
    expect(checkSendDate(value, NOW)).toBe(expected);
  });
});

it('checkSendDate reads "today" from the clock when no moment is given', () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(
    checkSendDate(`${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`),
  ).toBeNull();
  expect(checkSendDate('01.01.1899')).toBe('error.date.invalid');
});
