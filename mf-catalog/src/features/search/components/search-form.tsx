import { SearchBox } from './search-box';

/** The search field of /search and /search/{query}: submits to /search/{query}, suggests while typing. */
export function SearchForm({ initial = '' }: { initial?: string }) {
  // A new query in the URL starts a new field (the old one's list and typing are gone).
  return <SearchBox key={initial} variant="page" initialQuery={initial} />;
}
