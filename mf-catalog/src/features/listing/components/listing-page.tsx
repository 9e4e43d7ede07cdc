import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { Link, Skeleton } from '@shop/ui';
import type { CatalogShowResult, RouteState } from '@shop/types';
import { isNotFound } from '../../../api/client';
import {
  EmptyState,
  ErrorState,
  NotFoundState,
  stateButtonClass,
} from '../../../components/page-states';
import { pageClass } from '../../../components/page-layout';
import { useQuery } from '@shop/data';
import { BestsellersSlider } from '../../bestsellers/components/bestsellers-slider';
import { listingQuery } from '../api/listing-query-options';
import {
  hasFilters,
  listingQueryParams,
  pageCount,
  parseListingQuery,
  showRequest,
  type ListingQuery,
} from '../listing-query';
import type { ListingSource } from '../listing-source';
import { ListingFilters } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './listing-page.module.css';

export interface ListingPageProps {
  route: RouteState;
  source: ListingSource;
  /** Overrides the heading (search query, designer name). */
  title?: string;
  /** Above the heading: a designer's header, the search form. */
  intro?: ReactNode;
  /** A search: the relevance order is offered, and it may say what it searched for. */
  search?: {
    /** Under the heading (e.g. "showing results for «кольцо»"). */
    notice: (result: CatalogShowResult) => ReactNode;
    /** Nothing found (filters and page aside): a way on instead of the bare empty state. */
    empty: (result: CatalogShowResult) => ReactNode;
  };
}

/**
 * A paginated listing through POST /catalog/show (limit 48, offset from ?page=N);
 * page, sort and filters live in the URL, so back/forward and direct links work.
 */
export function ListingPage({ route, source, title, intro, search }: ListingPageProps) {
  const intl = useIntl();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const query = parseListingQuery(route.search);
  const request = showRequest(source.url, query);
  const listing = useQuery(listingQuery(storefront, source.section, request));
  const hrefForQuery = (next: ListingQuery) =>
    hrefFor(route.name, route.params, listingQueryParams(next));

  if (listing.status === 'error' && isNotFound(listing.error)) {
    return (
      <div className={pageClass}>
        <NotFoundState>
          <BestsellersSlider />
        </NotFoundState>
      </div>
    );
  }

  const apiTitle = listing.status === 'success' ? listing.data.title : '';
  const headingText = title ?? (apiTitle || intl.formatMessage({ id: source.titleKey }));
  const total = listing.status === 'success' ? pageCount(listing.data.quantity) : 1;
  const nothingFound =
    search && listing.status === 'success' && listing.data.quantity === 0 && !hasFilters(query)
      ? search.empty(listing.data)
      : null;

  return (
    <div className={pageClass} data-testid="listing-page">
      {intro}
      <header className={styles.header}>
        <h1 className={styles.title}>{headingText}</h1>
        <p className={styles.quantity} aria-live="polite" data-testid="listing-quantity">
          {listing.status === 'success' ? (
            intl.formatMessage({ id: 'catalog.listing.quantity' }, { count: listing.data.quantity })
          ) : (
            <Skeleton width={80} height={14} />
          )}
        </p>
      </header>
      {search && listing.status === 'success' && search.notice(listing.data)}
      <ListingFilters
        query={query}
        designers={listing.status === 'success' ? (listing.data.filters?.designers ?? []) : []}
        hrefForQuery={hrefForQuery}
        showDesigner={route.name !== 'designer'}
        relevance={Boolean(search)}
      />
      {listing.status === 'pending' && <ProductGridSkeleton />}
      {listing.status === 'error' && <ErrorState onRetry={() => void listing.refetch()} />}
      {nothingFound}
      {listing.status === 'success' && listing.data.products.length === 0 && !nothingFound && (
        <EmptyState
          text={
            query.page > total
              ? intl.formatMessage({ id: 'catalog.listing.pageOutOfRange' }, { page: query.page })
              : intl.formatMessage({
                  id: hasFilters(query) ? 'catalog.listing.emptyFiltered' : 'catalog.listing.empty',
                })
          }
          action={
            query.page > total ? (
              <Link className={stateButtonClass} href={hrefForQuery({ ...query, page: 1 })}>
                {intl.formatMessage({ id: 'catalog.listing.firstPage' })}
              </Link>
            ) : hasFilters(query) ? (
              <Link className={stateButtonClass} href={hrefForQuery({ page: 1, sort: query.sort })}>
                {intl.formatMessage({ id: 'catalog.listing.resetFilters' })}
              </Link>
            ) : undefined
          }
        />
      )}
      {listing.status === 'success' && listing.data.products.length > 0 && (
        <>
          <ProductGrid products={listing.data.products} list={route.name} offset={request.offset} />
          <Pagination
            page={query.page}
            total={total}
            hrefForPage={(page) => hrefForQuery({ ...query, page })}
          />
        </>
      )}
    </div>
  );
}
