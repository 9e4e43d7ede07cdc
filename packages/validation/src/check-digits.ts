import type { MessageKey } from '@shop/i18n';

import type { CheckResult } from './check-result';
import { isBlank } from './is-blank';

/** Exactly `length` digits, else `invalid`; blank is the generic empty-field message. */
export function checkDigits(value: string, length: number, invalid: MessageKey): CheckResult {
  if (isBlank(value)) return 'error.field.empty';
  return new RegExp(`^\\d{${length}}$`).test(value.trim()) ? null : invalid;
}
