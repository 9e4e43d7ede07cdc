import type { Product } from '@shop/types';
import { catalogApi } from '../../../api/client';

/** GET /pd/frontend/bestsellers */
export async function fetchBestsellers(signal?: AbortSignal): Promise<Product[]> {
  return (await catalogApi().getBestsellers({ signal })).bestsellers;
}
