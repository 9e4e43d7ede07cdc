/** Field checks of docs/product/05-validation.md used by registration and orders. */
import { maskName } from '@shop/validation';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/;
export const CODE_RE = /^\d{4}$/;

export function checkBirthday(value: string): boolean {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2050 || month < 1 || month > 12) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return false;
  return Date.UTC(year, month - 1, day) < Date.now();
}

type FieldErrorText = (
  code: 'name_empty' | 'name_invalid' | 'surname_empty' | 'surname_invalid' | 'email_invalid',
) => string[];

/**
 * A name as the form's mask leaves it (letters, digits and spaces): anything else, markup
 * included, was not typed into the form, and would reach e-mails and the back office as sent.
 */
const isMaskedName = (value: string): boolean => maskName(value) === value.normalize('NFC');

/** The checks registration and the profile's personal data share (docs/product/05-validation.md). */
export function personalDataErrors(
  data: { name: string; surname: string; email: string },
  text: FieldErrorText,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!data.name.trim()) errors.name = text('name_empty');
  else if (!isMaskedName(data.name)) errors.name = text('name_invalid');
  if (!data.surname.trim()) errors.surname = text('surname_empty');
  else if (!isMaskedName(data.surname)) errors.surname = text('surname_invalid');
  if (!EMAIL_RE.test(data.email)) errors.email = text('email_invalid');
  return errors;
}
