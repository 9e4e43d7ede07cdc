import type { CheckResult } from './check-result';
import { isBlank } from './is-blank';

// local@label.label…tld: dot-atom local part, labels without edge hyphens, a TLD of 2+ letters.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** An email address whose top-level domain has at least 2 letters (docs/product/05-validation.md#email). */
export function checkEmail(value: string): CheckResult {
  if (isBlank(value)) return 'error.email.empty';
  return EMAIL.test(value.trim()) ? null : 'error.email.invalid';
}
