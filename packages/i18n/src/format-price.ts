import type { CurrencyCode, Locale } from '@shop/types';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  currency: CurrencyCode,
  locale: Locale,
  fractionDigits: number,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    // narrowSymbol gives '₽' and '$' in every locale; AED has no symbol in CLDR and stays 'AED'.
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/** A price in the locale's grouping: '12 500 ₽', '$1,250', 'AED 1,250'; cents only when present. */
export function formatPrice(amount: number, currency: CurrencyCode, locale: Locale): string {
  return numberFormat(currency, locale, Number.isInteger(amount) ? 0 : 2).format(amount);
}
