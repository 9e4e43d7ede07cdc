/** Number field mask (spec §5): digits only. */
export function maskNumber(value: string): string {
  return value.replace(/\D/g, '');
}
