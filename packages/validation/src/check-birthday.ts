import { checkDate } from './check-date';
import type { CheckResult } from './check-result';

/** A birthday: dd.mm.yyyy, before today (spec §5). */
export function checkBirthday(value: string, options: { now?: Date } = {}): CheckResult {
  return checkDate(value, { ...options, withYear: true });
}
