const MAX_HOURS = 23;
const MAX_MINUTES = 59;

const cap = (part: string, max: number): string =>
  part.length === 2 && Number(part) > max ? String(max) : part;

/** Time input mask (docs/product/05-validation.md#input-masks): hh:mm, hours at most 23 and minutes at most 59. */
export function maskTime(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  const hours = cap(digits.slice(0, 2), MAX_HOURS);
  const minutes = cap(digits.slice(2), MAX_MINUTES);
  return minutes ? `${hours}:${minutes}` : hours;
}
