/**
 * The shops' texts in the storefront's language. The shop records are kept in Russian (the
 * business's own data); their English texts, and in both languages the mall each shop is in
 * and its country, are content beside the seed, one list, matched by id (the seed numbers the
 * shops 1–12 in list order).
 */
import type { Locale } from '@shop/types';
import type { ShopTable } from '../../db/schema';
import { SHOPS } from '../../seed/seed-data';

type ShopText = Pick<ShopTable, 'name' | 'city' | 'address'> & { mall: string };

export function shopTexts(row: Omit<ShopText, 'mall'> & { id: number }, locale: Locale): ShopText {
  const content = SHOPS[row.id - 1];
  if (locale === 'en' && content) return content.en;
  return { name: row.name, mall: content?.mall ?? '', city: row.city, address: row.address };
}

/** The country a shop is in (ISO code): where store pickup from it is offered. */
export const shopCountry = (id: number): string => SHOPS[id - 1]?.country ?? 'RU';
