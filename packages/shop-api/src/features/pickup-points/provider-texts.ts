/**
 * Pickup-point providers' names in the storefront's language. The provider records keep their
 * own (Russian) names; the English ones are content beside the seed, matched by id, as the
 * shops' are (content/shop-texts.ts).
 */
import type { Locale } from '@shop/types';
import { PROVIDERS } from '../../seed/seed-data';

export function providerName(provider: { id: string; name: string }, locale: Locale): string {
  if (locale !== 'en') return provider.name;
  return PROVIDERS.find((known) => known.id === provider.id)?.en ?? provider.name;
}

/**
 * A point's name in the storefront's language: points are named after their provider first
 * ("СДЭК: ул. Ленина, 5"), and that part follows the provider's name.
 */
export function pointName(
  name: string,
  provider: { id: string; name: string },
  locale: Locale,
): string {
  const localized = providerName(provider, locale);
  return localized !== provider.name && name.startsWith(provider.name)
    ? `${localized}${name.slice(provider.name.length)}`
    : name;
}

export interface ProviderTexts {
  /** A provider's name by its id. */
  provider(id: string): string;
  /** A point's name, given its provider's id. */
  point(name: string, providerId: string): string;
}

/** The names of a call's providers and points in the storefront's language. */
export function providerTexts(
  providers: readonly { id: string; name: string }[],
  locale: Locale,
): ProviderTexts {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  return {
    provider: (id) => {
      const provider = byId.get(id);
      return provider ? providerName(provider, locale) : id;
    },
    point: (name, providerId) => {
      const provider = byId.get(providerId);
      return provider ? pointName(name, provider, locale) : name;
    },
  };
}
