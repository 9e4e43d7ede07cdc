/**
 * Field checks of the marketing forms through @shop/validation, so the platform stand-in and
 * the forms agree; field errors carry message-catalogue keys (the UI shows them in its language).
 */
import type { StylistConsultRequest } from '@shop/types';
import { checkEmail, checkPhone, checkText, type CheckResult } from '@shop/validation';
import { HttpError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { NAME_MAX } from '@shop/types/schemas';

type FieldChecks = Record<string, CheckResult>;

/** Throws a 400 validation_failed naming every failed field, or returns when all pass. */
export function assertFields(checks: FieldChecks): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, result] of Object.entries(checks)) if (result) fieldErrors[field] = [result];
  if (Object.keys(fieldErrors).length)
    throw new HttpError('validation_failed', undefined, fieldErrors);
}

export const emailChecks = (email: string): FieldChecks => ({ email: checkEmail(email) });

export function stylistConsultChecks(body: StylistConsultRequest): FieldChecks {
  const phone = checkPhone(body.phone);
  return {
    name: checkText(body.name, {
      required: true,
      maxLength: NAME_MAX,
      emptyMessage: 'error.name.empty',
    }),
    // The platform calls back, so the number must also be dialable (10–15 digits).
    phone: phone ?? (normalizePhone(body.phone) ? null : 'error.phone.invalid'),
  };
}
