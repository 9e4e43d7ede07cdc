/**
 * The storefront domain map: which host serves the other storefront (spec §4 country change,
 * §7 domain-by-country and the domain-redirect header of common_data). Configurable because
 * the real domains differ per machine (shop.ru/shop.com in production, shop.test.ru/.com in
 * E2E, localhost/en.localhost on a laptop).
 */
import type { Storefront } from '@shop/types';

/** One pair of hosts: the Russian storefront's and the English one's; `*` stands for any text. */
export interface StorefrontDomainPair {
  ru: string;
  en: string;
}

/**
 * Today's behaviour: localhost ↔ en.localhost, shop.test.ru ↔ shop.test.com, *.ru ↔ *.com,
 * and any other host gains or loses an `en.` prefix. The first matching pair wins.
 */
export const DEFAULT_STOREFRONT_DOMAINS =
  'localhost=en.localhost,shop.test.ru=shop.test.com,*.ru=*.com,*=en.*';

const HOST_PATTERN = /^[a-z0-9*]([a-z0-9.*-]*[a-z0-9*])?$/;

const wildcards = (pattern: string): number => pattern.split('*').length - 1;

/**
 * Parses `ru-host=en-host,…` (SHOP_API_STOREFRONT_DOMAINS). Throws on a malformed entry, so a
 * typo stops the start instead of sending visitors to a wrong host.
 */
export function parseStorefrontDomains(text: string): StorefrontDomainPair[] {
  return text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const [ru = '', en = '', ...rest] = entry.split('=').map((side) => side.trim());
      const valid =
        rest.length === 0 &&
        HOST_PATTERN.test(ru) &&
        HOST_PATTERN.test(en) &&
        wildcards(ru) <= 1 &&
        wildcards(ru) === wildcards(en);
      if (!valid)
        throw new Error(
          `SHOP_API_STOREFRONT_DOMAINS: "${entry}" is not ru-host=en-host (one * on both sides or none)`,
        );
      return { ru, en };
    });
}

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The text `*` stood for when `pattern` matches `name`, '' without a wildcard, null on no match. */
function matchPattern(pattern: string, name: string): string | null {
  const regex = new RegExp(`^${escapeRegExp(pattern).replace('*', '(.+)')}$`);
  const match = regex.exec(name);
  if (!match) return null;
  return match[1] ?? '';
}

/**
 * The host of the `target` storefront for a visitor on `host` (port kept), which belongs to
 * `current`. Unmapped hosts stay as they are.
 */
export function storefrontHostFor(
  host: string,
  current: Storefront,
  target: Storefront,
  pairs: readonly StorefrontDomainPair[],
): string {
  const [, name = '', suffix = ''] = /^(.*?)(:\d+)?$/.exec(host.trim().toLowerCase()) ?? [];
  if (current === target) return `${name}${suffix}`;
  for (const pair of pairs) {
    const captured = matchPattern(pair[current], name);
    if (captured !== null) return `${pair[target].replace('*', captured)}${suffix}`;
  }
  return `${name}${suffix}`;
}
