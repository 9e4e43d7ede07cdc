/**
 * The discount of `final` against `initial`, in whole percent. No discount (or
 * nonsense input) is 0; a price that is not free never shows as 100 %.
 */
export function discountPercent(initial: number, final: number): number {
  if (!(initial > 0) || !(final >= 0) || final >= initial) return 0;
  const percent = Math.round(((initial - final) / initial) * 100);
  return final > 0 ? Math.min(percent, 99) : percent;
}
