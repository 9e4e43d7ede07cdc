import type { ListingProduct } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** GET /pd/frontend/bestsellers */
export async function fetchBestsellers(signal?: AbortSignal): Promise<ListingProduct[]> {
  return (await storefrontApi().getBestsellers({ signal })).bestsellers;
}
