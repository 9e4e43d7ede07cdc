/** Turns a listing `url` (the path after '/catalog', or '/designers/{id}', '/search/{q}'…) into a filter. */
import { HttpError } from '../../errors';
import type { SearchMatch } from './search/search-service';

export type ListingFilter =
  | { kind: 'all' }
  | { kind: 'tag'; tag: string }
  | { kind: 'men' }
  | { kind: 'category'; category: string; subcategory: string | null }
  | { kind: 'designer'; designer: string }
  | { kind: 'trend'; trend: string }
  /** `match`: the words resolved by search (typos corrected); absent, the query's own. */
  | { kind: 'search'; query: string; match?: SearchMatch };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError('bad_request', 'The listing url is not valid');
  }
}

export function parseListingUrl(section: 'catalog' | 'tags', rawUrl: string): ListingFilter {
  const clean = rawUrl.split('?')[0]!.replace(/^\/catalog(?=\/|$)/, '');
  const parts = clean.split('/').filter(Boolean).map(decode);
  if (section === 'tags') {
    if (parts.length !== 1) throw new HttpError('not_found', 'Unknown tag listing');
    return { kind: 'tag', tag: parts[0]!.toLowerCase() };
  }
  const [first, second, ...rest] = parts;
  if (rest.length > 0) throw new HttpError('not_found', 'Unknown listing');
  if (!first || first === 'jewelry') {
    if (second) throw new HttpError('not_found', 'Unknown listing');
    return { kind: 'all' };
  }
  if (first === 'new' || first === 'sale') return second ? notFound() : { kind: 'tag', tag: first };
  if (first === 'men')
    return second ? { kind: 'category', category: 'men', subcategory: second } : { kind: 'men' };
  if (first === 'designers') return second ? { kind: 'designer', designer: second } : notFound();
  if (first === 'trend') return second ? { kind: 'trend', trend: second } : notFound();
  if (first === 'search') return { kind: 'search', query: (second ?? '').trim() };
  if (first === 'tags') return second ? { kind: 'tag', tag: second } : notFound();
  return { kind: 'category', category: first, subcategory: second ?? null };
}

function notFound(): never {
  throw new HttpError('not_found', 'Unknown listing');
}
