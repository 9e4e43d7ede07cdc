import type { Product } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** GET /pd/frontend/bestsellers */
export async function fetchBestsellers(signal?: AbortSignal): Promise<Product[]> {
  return (await storefrontApi().getBestsellers({ signal })).bestsellers;
}
