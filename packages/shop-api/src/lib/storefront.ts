/** Storefront, locale and currency of a request (docs/product/01-product.md#storefronts-and-languages, docs/product/02-screens.md#page-blocking-per-storefront, docs/product/09-constants.md#money-and-amounts). */
import { storefrontCurrency } from '@shop/storefront';
import type { CurrencyCode, Locale, Storefront } from '@shop/types';

export const STOREFRONT_HEADER = 'x-shop-storefront';

/** A host ending in .ru (not starting with en.) is Russian; .com or en.* is English. */
export function storefrontFromHost(host: string | undefined): Storefront {
  const name = (host ?? '').toLowerCase().split(':')[0] ?? '';
  if (name.startsWith('en.') || name.endsWith('.com')) return 'en';
  return 'ru';
}

export function resolveStorefront(
  header: string | string[] | undefined,
  host: string | undefined,
): Storefront {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === 'ru' || value === 'en') return value;
  return storefrontFromHost(host);
}

/**
 * Currency by country: RU RUB, AE AED, else USD; the Russian storefront sells in roubles. The
 * rule the shell's server and the browser price served pages by (@shop/storefront).
 */
export const currencyFor: (storefront: Storefront, countryIso: string | null) => CurrencyCode =
  storefrontCurrency;

export const defaultCountry = (storefront: Storefront): string =>
  storefront === 'ru' ? 'RU' : 'US';

export const localeOf = (storefront: Storefront): Locale => storefront;

const SYMBOLS: Record<CurrencyCode, string> = { RUB: '₽', USD: '$', AED: 'AED' };

/** A currency code named in a header, or null for anything else. */
export function currencyNamed(value: string | string[] | undefined): CurrencyCode | null {
  const named = Array.isArray(value) ? value[0] : value;
  return named !== undefined && Object.hasOwn(SYMBOLS, named) ? (named as CurrencyCode) : null;
}
export const currencySymbol = (currency: CurrencyCode): string => SYMBOLS[currency];

const formatters = new Map<string, Intl.NumberFormat>();

const formatted = new Map<string, string>();

export function formatMoney(
  amount: number | null,
  currency: CurrencyCode,
  locale: Locale,
): string | null {
  if (amount === null) return null;
  const cacheKey = `${locale}${currency}${amount}`;
  const cached = formatted.get(cacheKey);
  if (cached !== undefined) return cached;
  const key = `${locale}-${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  const text = formatter.format(amount);
  if (formatted.size < 50_000) formatted.set(cacheKey, text);
  return text;
}
