import type { MessageKey } from '@shop/i18n';

import type { CheckResult } from './check-result';

/** A checkbox that must be checked (docs/product/05-validation.md#generic-checks), e.g. with 'error.agreement.required'. */
export function checkCheckbox(
  checked: boolean,
  message: MessageKey = 'error.checkbox.required',
): CheckResult {
  return checked ? null : message;
}
