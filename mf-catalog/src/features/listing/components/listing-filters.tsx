import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { DEFAULT_MINIMUM_PRICE } from '@shop/storefront';
import { Link, navigate } from '@shop/ui';
import type { CatalogFilterOption, CatalogSort } from '@shop/types';
import { SORTS, hasFilters, type ListingQuery } from '../listing-query';
import styles from './listing-filters.module.css';

export interface ListingFiltersProps {
  query: ListingQuery;
  designers: readonly CatalogFilterOption[];
  /** Builds the URL for a query; filters always go back to page 1. */
  hrefForQuery: (query: ListingQuery) => string;
  showDesigner?: boolean;
  /** A search: unsorted means by relevance, offered as the first order. */
  relevance?: boolean;
}

function numberField(form: FormData, name: string): number | undefined {
  const raw = String(form.get(name) ?? '').trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Sort and filters, all kept in the URL. The price filter's lower bound
 * defaults to the storefront's minimum price (900 ₽ / $20, docs/product/09-constants.md#money-and-amounts).
 */
export function ListingFilters({
  query,
  designers,
  hrefForQuery,
  showDesigner = true,
  relevance = false,
}: ListingFiltersProps) {
  const intl = useIntl();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const minimumPrice = DEFAULT_MINIMUM_PRICE[storefront];
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const priceTo = numberField(form, 'price_to');
    const priceFrom =
      numberField(form, 'price_from') ?? (priceTo !== undefined ? minimumPrice : undefined);
    const designer = String(form.get('designer') ?? '') || undefined;
    navigate(
      hrefForQuery({
        page: 1,
        sort: query.sort,
        priceFrom,
        priceTo,
        designer,
        inStock: form.get('in_stock') === '1' || undefined,
      }),
    );
  };

  return (
    <form
      className={styles.filters}
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'catalog.filters.title' })}
      key={JSON.stringify(query)}
    >
      <label className={styles.field} htmlFor={`${id}-sort`}>
        {intl.formatMessage({ id: 'catalog.filters.sort' })}
        <select
          id={`${id}-sort`}
          name="sort"
          value={query.sort ?? (relevance ? '' : 'popular')}
          onChange={(event) =>
            navigate(
              hrefForQuery({
                ...query,
                page: 1,
                sort: (event.target.value || undefined) as CatalogSort | undefined,
              }),
            )
          }
        >
          {relevance && (
            <option value="">{intl.formatMessage({ id: 'catalog.filters.sort.relevance' })}</option>
          )}
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: `catalog.filters.sort.${sort}` })}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.field} ${styles.price}`} htmlFor={`${id}-from`}>
        {intl.formatMessage({ id: 'catalog.filters.priceFrom' })}
        <input
          id={`${id}-from`}
          name="price_from"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder={String(minimumPrice)}
          defaultValue={query.priceFrom ?? ''}
        />
      </label>
      <label className={`${styles.field} ${styles.price}`} htmlFor={`${id}-to`}>
        {intl.formatMessage({ id: 'catalog.filters.priceTo' })}
        <input
          id={`${id}-to`}
          name="price_to"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={query.priceTo ?? ''}
        />
      </label>
      {showDesigner && designers.length > 0 && (
        <label className={styles.field} htmlFor={`${id}-designer`}>
          {intl.formatMessage({ id: 'catalog.filters.designer' })}
          <select id={`${id}-designer`} name="designer" defaultValue={query.designer ?? ''}>
            <option value="">{intl.formatMessage({ id: 'catalog.filters.anyDesigner' })}</option>
            {designers.map((designer) => (
              <option key={designer.id} value={designer.id}>
                {designer.name} ({designer.count})
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.check}>
        <input type="checkbox" name="in_stock" value="1" defaultChecked={Boolean(query.inStock)} />
        {intl.formatMessage({ id: 'catalog.filters.inStock' })}
      </label>
      <button type="submit" className={styles.apply}>
        {intl.formatMessage({ id: 'catalog.filters.apply' })}
      </button>
      {hasFilters(query) && (
        <Link className={styles.reset} href={hrefForQuery({ page: 1, sort: query.sort })}>
          {intl.formatMessage({ id: 'catalog.listing.resetFilters' })}
        </Link>
      )}
    </form>
  );
}
