import type { Product } from '@shop/types';
import { catalogApi } from '../../../api/client';

/** GET /jewelry/{id} (id or url slug). */
export async function fetchProduct(id: string | number, signal?: AbortSignal): Promise<Product> {
  return (await catalogApi().getProduct(id, { signal })).product;
}
