/** Countries whose pickpoint codes are told apart by pattern (docs/product/05-validation.md#delivery-areas-and-pickpoint-codes). */
export type PickpointCountry = 'BY' | 'KZ';

// The spec names the rule but not the patterns: a code is its country's ISO
// prefix followed by digits, optionally after a dash or a space.
export const PICKPOINT_CODE_PATTERNS: Readonly<Record<PickpointCountry, RegExp>> = {
  BY: /^BY[-\s]?\d+$/i,
  KZ: /^KZ[-\s]?\d+$/i,
};

export function isBelarusPickpointCode(code: string): boolean {
  return PICKPOINT_CODE_PATTERNS.BY.test(code.trim());
}

export function isKazakhstanPickpointCode(code: string): boolean {
  return PICKPOINT_CODE_PATTERNS.KZ.test(code.trim());
}

/** The country of a Belarus or Kazakhstan pickpoint code, else null. */
export function pickpointCountry(code: string): PickpointCountry | null {
  if (isBelarusPickpointCode(code)) return 'BY';
  return isKazakhstanPickpointCode(code) ? 'KZ' : null;
}
