import type { SearchSuggestResponse } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** GET /search/suggest?q=: products, designers and categories for what is typed so far. */
export function fetchSuggestions(
  query: string,
  signal: AbortSignal,
): Promise<SearchSuggestResponse> {
  return storefrontApi().searchSuggest(query, { signal });
}
