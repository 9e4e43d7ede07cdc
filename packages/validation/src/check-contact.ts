import type { CheckResult } from './check-result';
import { checkEmail } from './check-email';
import { checkPhone } from './check-phone';
import { isBlank } from './is-blank';

/** A way to reach someone: an e-mail or a phone number, whichever was typed. */
export function checkContact(value: string): CheckResult {
  if (isBlank(value)) return 'error.field.empty';
  return checkEmail(value) === null || checkPhone(value) === null ? null : 'error.contact.invalid';
}
