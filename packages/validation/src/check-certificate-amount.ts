import { CERTIFICATE_AMOUNT_MAX, CERTIFICATE_AMOUNT_MIN } from '@shop/storefront';

import type { CheckResult } from './check-result';
import { isBlank } from './is-blank';

const SPACES = /[\s\u00a0\u202f]/g;
const AMOUNT = /^\d+(?:[.,]\d+)?$/;

function amountOf(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.replace(SPACES, '');
  return AMOUNT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** A certificate amount from 1000 to 200 000 inclusive (docs/product/05-validation.md#certificate-amount); '12 500' reads as 12500. */
export function checkCertificateAmount(value: number | string | null | undefined): CheckResult {
  if (value === null || value === undefined || (typeof value === 'string' && isBlank(value))) {
    return 'error.certificate.denominationEmpty';
  }
  const amount = amountOf(value);
  return amount >= CERTIFICATE_AMOUNT_MIN && amount <= CERTIFICATE_AMOUNT_MAX
    ? null
    : 'error.certificate.amountRange';
}
