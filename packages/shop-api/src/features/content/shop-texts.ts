/**
 * The shops' texts in the storefront's language. The shop records are kept in Russian (the
 * business's own data); their English names and addresses are content beside the seed, one
 * list for both, matched by id (the seed numbers the shops 1–12 in list order).
 */
import type { Locale } from '@shop/types';
import type { ShopTable } from '../../db/schema';
import { SHOPS } from '../../seed/seed-data';

type ShopText = Pick<ShopTable, 'name' | 'city' | 'address'>;

export function shopTexts(row: ShopText & { id: number }, locale: Locale): ShopText {
  const english = locale === 'en' ? SHOPS[row.id - 1]?.en : undefined;
  return english ?? { name: row.name, city: row.city, address: row.address };
}
