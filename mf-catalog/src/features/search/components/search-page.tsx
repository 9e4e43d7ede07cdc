import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { Link } from '@shop/ui';
import type { CatalogShowResult, RouteState } from '@shop/types';
import { EmptyState } from '../../../components/page-states';
import { pageClass } from '../../../components/page-layout';
import { BestsellersSlider } from '../../bestsellers/components/bestsellers-slider';
import { ListingPage } from '../../listing/components/listing-page';
import { listingSource, type ListingSource } from '../../listing/listing-source';
import { SearchForm } from './search-form';
import styles from './search-page.module.css';

/** "Nothing for «колцо»; showing «кольцо»": the listing holds the corrected query's results. */
function CorrectedNotice({ result }: { result: CatalogShowResult }) {
  const intl = useIntl();
  const corrected = result.search?.correctedQuery;
  if (!corrected) return null;
  return (
    <p className={styles.notice} role="status" data-testid="search-corrected">
      {intl.formatMessage(
        { id: 'catalog.search.corrected' },
        {
          query: result.search?.query ?? '',
          corrected: (
            <Link key="corrected" href={hrefFor('search-results', { id: corrected })}>
              {corrected}
            </Link>
          ),
        },
      )}
    </p>
  );
}

/** Nothing found at all: what to try, and ways on (the catalogue, new in, designers, bestsellers). */
function NothingFound({ query }: { query: string }) {
  const intl = useIntl();
  const ways = [
    { href: hrefFor('catalog'), label: intl.formatMessage({ id: 'route.catalog' }) },
    {
      href: hrefFor('catalog-listing', { rest: 'new' }),
      label: intl.formatMessage({ id: 'catalog.home.allNew' }),
    },
    { href: hrefFor('designers'), label: intl.formatMessage({ id: 'route.designers' }) },
  ];
  return (
    <div data-testid="search-nothing-found">
      <EmptyState
        text={intl.formatMessage({ id: 'catalog.search.nothing' }, { query })}
        action={
          <>
            <p className={styles.hint}>
              {intl.formatMessage({ id: 'catalog.search.nothingHint' })}
            </p>
            <nav aria-label={intl.formatMessage({ id: 'catalog.search.waysOn' })}>
              <ul className={styles.ways}>
                {ways.map((way) => (
                  <li key={way.href}>
                    <Link className={styles.way} href={way.href}>
                      {way.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        }
      />
      <BestsellersSlider />
    </div>
  );
}

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
      search={{
        notice: (result) => <CorrectedNotice result={result} />,
        empty: () => <NothingFound query={query} />,
      }}
    />
  );
}
