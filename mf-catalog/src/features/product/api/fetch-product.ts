import type { Product } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** GET /jewelry/{id} (id or url slug). */
export async function fetchProduct(id: string | number, signal?: AbortSignal): Promise<Product> {
  return (await storefrontApi().getProduct(id, { signal })).product;
}
