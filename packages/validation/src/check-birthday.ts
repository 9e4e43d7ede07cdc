import { checkDate } from './check-date';
import type { CheckResult } from './check-result';

/** A birthday: dd.mm.yyyy, before today (docs/product/05-validation.md#dates-and-birthday). */
export function checkBirthday(value: string, options: { now?: Date } = {}): CheckResult {
  return checkDate(value, { ...options, withYear: true });
}
