import type { CatalogShowRequest, CatalogShowResponse } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/**
 * POST /{section}/show: one page of a listing (url is the path after /catalog, or /jewelry,
 * /designers/{id}…; in the tags section the tag itself).
 */
export async function fetchListing(
  request: CatalogShowRequest,
  signal?: AbortSignal,
  section: 'catalog' | 'tags' = 'catalog',
): Promise<CatalogShowResponse['result']> {
  const api = storefrontApi();
  const answer = await (section === 'tags'
    ? api.showTags(request, { signal })
    : api.showCatalog(request, { signal }));
  return answer.result;
}
