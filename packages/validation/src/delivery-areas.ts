import type { SpecialDeliveryArea } from '@shop/types';

// Checked in this order: regions before cities, so that "Московская обл." is not Moscow.
const AREA_PATTERNS: readonly [SpecialDeliveryArea, RegExp][] = [
  ['moscow-region', / (московск(ая|ой|ую) обл(асть|асти)?|подмосковье|moscow (oblast|region)) /],
  ['leningrad-region', / (ленинградск(ая|ой|ую) обл(асть|асти)?|leningrad (oblast|region)) /],
  ['moscow', / (москв[аеуы]|moscow) /],
  [
    'saint-petersburg',
    / ((санкт[ -])?петербург[аеу]?|спб|(saint |st )?petersburg|saint-petersburg|st-petersburg) /,
  ],
  ['nizhny-novgorod', / (нижн(ий|его|ем|ему) новгород[аеу]?|nizhn(y|iy|ii|i) novgorod) /],
];

const CONTACTLESS_AREAS: ReadonlySet<SpecialDeliveryArea> = new Set(['moscow', 'saint-petersburg']);

// Lower case, ё as е, every run of punctuation as one space, padded, so a space marks a word edge.
const normalize = (address: string): string =>
  ` ${address
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9-]+/g, ' ')} `;

/** The special delivery area an address lies in, recognised from its text (docs/product/05-validation.md#delivery-areas-and-pickpoint-codes). */
export function specialDeliveryArea(address: string): SpecialDeliveryArea | null {
  const text = normalize(address);
  const found = AREA_PATTERNS.find(([, pattern]) => pattern.test(text));
  return found ? found[0] : null;
}

export function isSpecialDeliveryArea(address: string): boolean {
  return specialDeliveryArea(address) !== null;
}

/** Contactless delivery is offered in Moscow and St Petersburg (docs/product/05-validation.md#delivery-areas-and-pickpoint-codes). */
export function isContactlessDeliveryArea(address: string): boolean {
  const area = specialDeliveryArea(address);
  return area !== null && CONTACTLESS_AREAS.has(area);
}
