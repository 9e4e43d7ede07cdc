import type { Storefront } from '@shop/types';

import { BLOCKED_PAGES, BLOCKED_PROFILE_SECTIONS, PROFILE_PATH } from './blocked-pages';
import { normalizePath } from './normalize-path';

function isAtOrUnder(path: string, page: string): boolean {
  return path === page || path.startsWith(`${page}/`);
}

function queryOf(value: string): string {
  const start = value.indexOf('?');
  return start === -1 ? '' : value.slice(start + 1).split('#', 1)[0];
}

function sectionValues(pathname: string, search: string): string[] {
  const params = [queryOf(pathname), search.split('#', 1)[0].replace(/^\?/, '')];
  return params.flatMap((query) =>
    [...new URLSearchParams(query)]
      .filter(([key]) => key.trim().toLowerCase() === 'section')
      .map(([, value]) => value.trim().toLowerCase()),
  );
}

/**
 * Whether `pathname` (with optional `search`) is blocked on `storefront`
 * (docs/product/02-screens.md#page-blocking-per-storefront). Nested paths under a blocked page are blocked too; trailing
 * slashes, letter case, percent-encoding and other query parameters do not
 * change the answer. A query left in `pathname` is read as well.
 */
export function isPageBlocked(storefront: Storefront, pathname: string, search = ''): boolean {
  const path = normalizePath(pathname);
  if (BLOCKED_PAGES[storefront].some((page) => isAtOrUnder(path, page))) return true;
  const sections = BLOCKED_PROFILE_SECTIONS[storefront].map((section) => section.toLowerCase());
  if (sections.length === 0 || !isAtOrUnder(path, PROFILE_PATH)) return false;
  return sectionValues(pathname, search).some((value) => sections.includes(value));
}
