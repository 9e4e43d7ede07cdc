/**
 * The storefront domain map: which host serves the other storefront (docs/product/04-states.md#country-change,
 * docs/product/07-calls.md#session-and-common-data domain-by-country and the domain-redirect header of common_data). Configurable because
 * the real domains differ per machine (shop.ru/shop.com in production, shop.test.ru/.com in
 * E2E, localhost/en.localhost on a laptop). Read by the API and by the shell's server, whose
 * pages' absolute links name only the map's own hosts.
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
      // split() always gives a first element; a missing `=` leaves `en` empty (refused below).
      const [ru, en = '', ...rest] = entry.split('=').map((side) => side.trim());
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

/** A Host header's name and numeric port ('' without one), lower case. */
function splitHost(host: string): { name: string; port: string } {
  const text = host.trim().toLowerCase();
  const port = /:(\d+)$/.exec(text)?.[1] ?? '';
  return { name: port ? text.slice(0, -port.length - 1) : text, port };
}

const withPort = (name: string, port: string): string => (port ? `${name}:${port}` : name);

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
  const { name, port } = splitHost(host);
  if (current === target) return withPort(name, port);
  for (const pair of pairs) {
    const captured = matchPattern(pair[current], name);
    if (captured !== null) return withPort(pair[target].replace('*', captured), port);
  }
  return withPort(name, port);
}

/** A storefront's hosts without `*`, in the map's order: never empty (linkHostsOf checks). */
export type LinkHosts = readonly [string, ...string[]];

/**
 * Each storefront's configured hosts without `*`: the only hosts a page may write into its
 * absolute links (canonical, Open Graph, JSON-LD). Throws when a storefront has none, so
 * the edge refuses to start rather than take its pages' links from the request.
 */
export function linkHostsOf(pairs: readonly StorefrontDomainPair[]): Record<Storefront, LinkHosts> {
  const hostsOf = (storefront: Storefront): LinkHosts => {
    const [first, ...rest] = pairs
      .map((pair) => pair[storefront])
      .filter((host) => !host.includes('*'));
    if (first === undefined)
      throw new Error(
        `SHOP_API_STOREFRONT_DOMAINS names no host without * for the ${storefront} storefront: its pages' links need one`,
      );
    return [first, ...rest];
  };
  return { ru: hostsOf('ru'), en: hostsOf('en') };
}

/**
 * The host (with port) of a page's absolute links for a request on `requestHost`. A host
 * the map names itself is kept, with the request's numeric port; any other (one only a `*`
 * pattern matches, or none: the Host header is the client's to choose) gives the first
 * configured host with `fallbackPort` (the edge's own; '' for the protocol's default).
 */
export function linkHostFor(requestHost: string, hosts: LinkHosts, fallbackPort = ''): string {
  const { name, port } = splitHost(requestHost);
  return hosts.includes(name) ? withPort(name, port) : withPort(hosts[0], fallbackPort);
}
