/**
 * The domain-redirect header of POST /pd/frontend/common_data (docs/product/07-calls.md#session-and-common-data: "sets the domain"):
 * the visitor's location belongs to the other storefront, whose host the header names.
 */
export interface PageAddress {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
  hash: string;
}

/** The same page on the named host, or null when there is no header or it names this host. */
export function domainRedirectTarget(header: string | null, page: PageAddress): string | null {
  const domain = header?.trim().toLowerCase();
  // Only a host (and port): anything else in the header must not steer the browser.
  if (!domain || !/^[a-z0-9.-]+(:\d+)?$/.test(domain)) return null;
  if (domain === page.host.toLowerCase()) return null;
  return `${page.protocol}//${domain}${page.pathname}${page.search}${page.hash}`;
}
