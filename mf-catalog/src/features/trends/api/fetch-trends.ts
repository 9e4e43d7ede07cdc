import type { Trend } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** GET /trends: the /trend index. */
export async function fetchTrends(signal?: AbortSignal): Promise<Trend[]> {
  return (await storefrontApi().getTrends({ signal })).trends;
}
