import type { Storefront } from '@shop/types';

const PORT = /:\d*$/;

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(PORT, '').replace(/\.$/, '');
}

/**
 * The storefront of a host (docs/product/02-screens.md#page-blocking-per-storefront): `en.` prefix or `.com` is English,
 * `.ru` is Russian, anything else (localhost, IPs, other TLDs) takes `fallback`.
 */
export function storefrontFromHost(host: string, fallback: Storefront = 'ru'): Storefront {
  const name = hostName(host);
  if (name.startsWith('en.') || name.endsWith('.com')) return 'en';
  if (name.endsWith('.ru')) return 'ru';
  return fallback;
}

/** The storefront that sells to a country (docs/product/04-states.md#country-change): Russia the Russian one, every other the English one. */
export function storefrontForCountry(iso: string): Storefront {
  return iso.trim().toUpperCase() === 'RU' ? 'ru' : 'en';
}
