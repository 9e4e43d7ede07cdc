import type { CurrencyCode, Storefront } from '@shop/types';

/** Countries with their own currency (docs/product/01-product.md#currency-by-country, docs/product/09-constants.md#money-and-amounts); every other country uses USD. */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, CurrencyCode>> = { RU: 'RUB', AE: 'AED' };

export const FALLBACK_CURRENCY: CurrencyCode = 'USD';

/** The Russian storefront sells in roubles and the English one in dollars (docs/product/01-product.md#currency-by-country). */
export const STOREFRONT_CURRENCY: Record<Storefront, CurrencyCode> = { ru: 'RUB', en: 'USD' };

/** Currency of an ISO 3166-1 alpha-2 country code, case-insensitive. */
export function currencyForCountry(iso: string): CurrencyCode {
  const code = iso.trim().toUpperCase();
  return Object.hasOwn(CURRENCY_BY_COUNTRY, code) ? CURRENCY_BY_COUNTRY[code] : FALLBACK_CURRENCY;
}

/**
 * The currency a storefront prices in for a visitor's country (null: none chosen): AED for the
 * UAE on either storefront; otherwise the Russian storefront sells in roubles, and the English
 * one in roubles for Russia and dollars elsewhere.
 */
export function storefrontCurrency(storefront: Storefront, country: string | null): CurrencyCode {
  const currency = currencyForCountry(country ?? '');
  if (currency === 'AED') return currency;
  return storefront === 'ru' ? STOREFRONT_CURRENCY.ru : currency === 'RUB' ? 'RUB' : 'USD';
}
