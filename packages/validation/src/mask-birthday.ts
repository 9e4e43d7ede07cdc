const BIRTHDAY_DIGITS = 8;

/** Birthday input mask (docs/product/05-validation.md#input-masks): digits only, at most 8, dots inserted as dd.mm.yyyy. */
export function maskBirthday(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, BIRTHDAY_DIGITS);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}
