import { matchRoute, type PageCompanions } from '@shop/routes';
import { isPageBlocked, storefrontFromHost } from '@shop/storefront';
import type { RouteOwner, Storefront } from '@shop/types';

export type PageDecision =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      storefront: Storefront;
      owner: RouteOwner;
      routeName: string;
      /** The route's parameters (a designer's id…): what pageExists asks the API about. */
      params: Readonly<Record<string, string>>;
      /** What the page shows from other apps and reads from the API, announced in its HTML. */
      companions?: PageCompanions;
    };

/** Decided from the Host header before any script runs (docs/product/02-screens.md#page-blocking-per-storefront, docs/product/02-screens.md#not-found-page). */
export function decidePage(host: string, url: string, fallback: Storefront): PageDecision {
  const storefront = storefrontFromHost(host, fallback);
  // Split by hand: `new URL('//press', base)` would read "press" as a host name.
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  if (isPageBlocked(storefront, pathname, search)) return { kind: 'redirect', location: '/404' };
  const match = matchRoute(pathname);
  if (!match || match.route.name === 'not-found') {
    return {
      kind: 'page',
      status: 404,
      storefront,
      owner: 'shell',
      routeName: 'not-found',
      params: {},
    };
  }
  return {
    kind: 'page',
    status: 200,
    storefront,
    owner: match.route.owner,
    routeName: match.route.name,
    params: match.params,
    ...(match.route.companions ? { companions: match.route.companions } : {}),
  };
}
