import { createApiClient, isApiError } from '@shop/api-client';
import type { Storefront } from '@shop/types';

/** How long the API may take to say whether a page's designer, listing or product exists. */
export const PAGE_EXISTS_BUDGET_MS = 1_500;

type Api = ReturnType<typeof createApiClient>;

const enc = encodeURIComponent;

/** A listing of POST /catalog/show: one product is enough to hear a 404. */
const listing = (api: Api, url: string) => (signal: AbortSignal) =>
  api.showCatalog({ url, limit: 1, offset: 0 }, { signal });

/**
 * The API call whose 404 says the page's subject does not exist — the listing or product its
 * owner shows (the catalog's listing sources) — or null for a page that names nothing.
 */
function subjectCall(
  api: Api,
  routeName: string,
  params: Readonly<Record<string, string>>,
): ((signal: AbortSignal) => Promise<unknown>) | null {
  switch (routeName) {
    case 'designer':
      return listing(api, `/designers/${enc(params.id ?? '')}`);
    case 'trend-item':
      return listing(api, `/trend/${enc(params.id ?? '')}`);
    case 'catalog-listing':
      return listing(api, `/${(params.rest ?? '').split('/').map(enc).join('/')}`);
    case 'product':
      return (signal) => api.getProduct(params.id ?? '', { signal });
    default:
      return null;
  }
}

export interface PageExistsOptions {
  apiOrigin: string;
  storefront: Storefront;
  budgetMs?: number;
}

/**
 * Whether the designer, category, trend or product a page names exists, so an unknown one is
 * served with 404, not as a soft 404 that crawlers index (issue #24). Only the API's 404 says
 * no: an API that is down, slow or failing otherwise leaves the page a 200, as before.
 */
export async function pageExists(
  routeName: string,
  params: Readonly<Record<string, string>>,
  options: PageExistsOptions,
): Promise<boolean> {
  const api = createApiClient({
    baseUrl: options.apiOrigin,
    storefront: options.storefront,
    credentials: 'omit',
  });
  const call = subjectCall(api, routeName, params);
  if (!call) return true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.budgetMs ?? PAGE_EXISTS_BUDGET_MS);
  try {
    await call(controller.signal);
    return true;
  } catch (error) {
    return !(isApiError(error) && error.status === 404);
  } finally {
    clearTimeout(timer);
  }
}
