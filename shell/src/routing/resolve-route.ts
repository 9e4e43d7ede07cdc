import { matchRoute } from '@shop/routes';
import { isPageBlocked } from '@shop/storefront';
import type { RouteState, Storefront } from '@shop/types';

export interface ResolvedRoute {
  route: RouteState;
  /** The URL names a page this storefront blocks: show /404 instead. */
  blocked: boolean;
}

const notFound = (pathname: string, search: string): RouteState => ({
  name: 'not-found',
  owner: 'shell',
  layout: 'default',
  pathname,
  search,
  params: {},
});

/** Which route a URL shows on a storefront; blocked pages never reach their owner. */
export function resolveRoute(
  url: Pick<Location, 'pathname' | 'search'>,
  storefront: Storefront,
): ResolvedRoute {
  const { pathname, search } = url;
  if (isPageBlocked(storefront, pathname, search))
    return { route: notFound(pathname, search), blocked: true };
  const match = matchRoute(pathname);
  if (!match) {
    return { route: { ...notFound(pathname, search), name: 'unknown' }, blocked: false };
  }
  const { route, params } = match;
  return {
    route: { name: route.name, owner: route.owner, layout: route.layout, pathname, search, params },
    blocked: false,
  };
}
