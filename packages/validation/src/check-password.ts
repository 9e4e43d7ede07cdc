import { PASSWORD_MIN_LENGTH } from '@shop/storefront';

import type { CheckResult } from './check-result';

/** A password of at least 6 characters (docs/product/05-validation.md#password); spaces count, as the user typed them. */
export function checkPassword(value: string): CheckResult {
  if (value === '') return 'error.field.empty';
  return [...value].length >= PASSWORD_MIN_LENGTH ? null : 'error.password.tooShort';
}
