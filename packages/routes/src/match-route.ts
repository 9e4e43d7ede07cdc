import { ROUTES, type RouteDefinition } from './route-table';
import { errorText } from '@shop/error-codes';
import { ROUTES_ERRORS } from './error-codes';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const segment = segments[i];
    if (part === '*') {
      if (segments.length <= i) return null;
      params.rest = segments.slice(i).map(safeDecode).join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = safeDecode(segment);
      continue;
    }
    if (segment === undefined || safeDecode(segment).toLowerCase() !== part) return null;
  }
  return segments.length <= parts.length ? params : null;
}

/** Finds the route of a pathname; letter case and trailing slashes do not matter. */
export function matchRoute(
  pathname: string,
  routes: readonly RouteDefinition[] = ROUTES,
): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

export function findRoute(
  name: string,
  routes: readonly RouteDefinition[] = ROUTES,
): RouteDefinition {
  const route = routes.find((r) => r.name === name);
  if (!route)
    throw new Error(errorText(ROUTES_ERRORS.UNKNOWN_ROUTE, `unknown route name "${name}"`));
  return route;
}

/** Builds a link to a named route, so remotes never hard-code paths. */
export function hrefFor(
  name: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const route = findRoute(name);
  const path =
    '/' +
    splitPath(route.pattern)
      .map((part) => {
        if (part === '*') return String(params.rest ?? '').replace(/^\/+/, '');
        if (!part.startsWith(':')) return part;
        const optional = part.endsWith('?');
        const value = params[part.slice(1, optional ? -1 : undefined)];
        if (value === undefined || value === '') {
          if (optional) return '';
          throw new Error(
            errorText(ROUTES_ERRORS.MISSING_PARAM, `route "${name}" needs param "${part}"`),
          );
        }
        return encodeURIComponent(String(value));
      })
      .filter(Boolean)
      .join('/');
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The thank-you page opened from the profile's order list: a look at an order placed before,
 * which must not count as a purchase again, empty the header's cart or say "thank you".
 */
const REVISIT = { name: 'from', value: 'profile' } as const;

export const orderRevisitHref = (orderId: number | string): string =>
  `${hrefFor('order-success', { id: String(orderId) })}?${REVISIT.name}=${REVISIT.value}`;

export const isOrderRevisit = (search: string): boolean =>
  new URLSearchParams(search).get(REVISIT.name) === REVISIT.value;
