import type { MessageKey } from '@shop/i18n';

import type { CheckResult } from './check-result';

/** A radio group that must have a selection (docs/product/05-validation.md#generic-checks). */
export function checkRadio(
  selected: string | number | null | undefined,
  message: MessageKey = 'error.radio.required',
): CheckResult {
  return selected === null || selected === undefined || selected === '' ? message : null;
}
