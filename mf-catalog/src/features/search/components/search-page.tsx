import { useIntl } from 'react-intl';
import type { RouteState } from '@shop/types';
import { EmptyState } from '../../../components/page-states';
import { pageClass } from '../../../components/page-layout';
import { ListingPage } from '../../listing/components/listing-page';
import { listingSource, type ListingSource } from '../../listing/listing-source';
import { SearchForm } from './search-form';

/** /search: the form; /search/{query}: the form over the results listing. */
export function SearchPage({ route }: { route: RouteState }) {
  const intl = useIntl();
  const query = route.params.id;
  if (!query) {
    return (
      <div className={pageClass} data-testid="search-page">
        <h1>{intl.formatMessage({ id: 'route.search' })}</h1>
        <SearchForm />
        <EmptyState text={intl.formatMessage({ id: 'catalog.search.hint' })} />
      </div>
    );
  }
  return (
    <ListingPage
      route={route}
      source={listingSource(route) as ListingSource}
      title={intl.formatMessage({ id: 'catalog.search.results' }, { query })}
      intro={<SearchForm initial={query} />}
    />
  );
}
