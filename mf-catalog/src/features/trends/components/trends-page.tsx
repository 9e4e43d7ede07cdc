import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { Link, LoadingRegion, Skeleton } from '@shop/ui';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { pageClass } from '../../../components/page-layout';
import { useQuery } from '@shop/data';
import { trendsQuery } from '../api/trends-query';
import styles from './trends-page.module.css';

/** /trend: the index of the trends (GET /trends), each leading to its listing /trend/{id}. */
export function TrendsPage() {
  const intl = useIntl();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const trends = useQuery(trendsQuery(storefront));
  const title = intl.formatMessage({ id: 'route.trend' });
  return (
    <div className={pageClass} data-testid="trends-page">
      <h1 className={styles.title}>{title}</h1>
      {trends.status === 'pending' && (
        <LoadingRegion className={styles.list}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={56} />
          ))}
        </LoadingRegion>
      )}
      {trends.status === 'error' && <ErrorState onRetry={() => void trends.refetch()} />}
      {trends.status === 'success' && trends.data.length === 0 && (
        <EmptyState text={intl.formatMessage({ id: 'catalog.trends.empty' })} />
      )}
      {trends.status === 'success' && trends.data.length > 0 && (
        <ul className={styles.list} aria-label={title}>
          {trends.data.map((trend) => (
            <li key={trend.id}>
              <Link className={styles.trend} href={hrefFor('trend-item', { id: trend.id })}>
                {trend.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
