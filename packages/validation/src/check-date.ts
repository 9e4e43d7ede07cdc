import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '@shop/storefront';

import { isRealDate } from './calendar';
import type { CheckResult } from './check-result';
import { isBlank } from './is-blank';

export interface CheckDateOptions {
  /** dd.mm.yyyy when true, dd.mm when false. */
  withYear: boolean;
  /** The current moment; "today" is its local calendar day. */
  now?: Date;
}

const WITH_YEAR = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const WITHOUT_YEAR = /^(\d{2})\.(\d{2})$/;
// Without a year, 29.02 must pass, so the day is checked against a leap year.
const ANY_LEAP_YEAR = 2000;

const dayNumber = (year: number, month: number, day: number): number =>
  year * 10_000 + month * 100 + day;

/**
 * A typed date (docs/product/05-validation.md#dates-and-birthday): years 1900–2050, real month lengths and leap years.
 * With a year the date must also be before today; without a year only the day
 * and month are checked.
 */
export function checkDate(
  value: string,
  { withYear, now = new Date() }: CheckDateOptions,
): CheckResult {
  if (isBlank(value)) return 'error.field.empty';
  const text = value.trim();
  if (!withYear) {
    const match = WITHOUT_YEAR.exec(text);
    return match && isRealDate(Number(match[1]), Number(match[2]), ANY_LEAP_YEAR)
      ? null
      : 'error.date.invalid';
  }
  const match = WITH_YEAR.exec(text);
  if (!match) return 'error.birthday.format';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || !isRealDate(day, month, year)) {
    return 'error.birthday.format';
  }
  const today = dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
  return dayNumber(year, month, day) < today ? null : 'error.date.future';
}

/**
 * A day to do something on (a gift certificate's send date): dd.mm.yyyy, a real day of
 * 1900–2050, today or later — the mirror of the birthday rule, which wants a day before today.
 */
export function checkSendDate(value: string, now: Date = new Date()): CheckResult {
  if (isBlank(value)) return 'error.field.empty';
  const match = WITH_YEAR.exec(value.trim());
  if (!match) return 'error.date.invalid';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || !isRealDate(day, month, year)) {
    return 'error.date.invalid';
  }
  const today = dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
  return dayNumber(year, month, day) >= today ? null : 'error.date.past';
}
