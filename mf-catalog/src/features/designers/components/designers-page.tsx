import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { Link, LoadingRegion, Skeleton } from '@shop/ui';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { pageClass } from '../../../components/page-layout';
import { useQuery } from '@shop/data';
import { designersQuery } from '../api/designers-queries';
import styles from './designers.module.css';

/** /designers: an index of designers (GET /designers). */
export function DesignersPage() {
  const intl = useIntl();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const designers = useQuery(designersQuery(storefront));
  return (
    <div className={pageClass} data-testid="designers-page">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'catalog.designers.title' })}</h1>
      {designers.status === 'pending' && (
        <LoadingRegion className={styles.grid}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="auto" style={{ aspectRatio: '1 / 1' }} />
          ))}
        </LoadingRegion>
      )}
      {designers.status === 'error' && <ErrorState onRetry={() => void designers.refetch()} />}
      {designers.status === 'success' && designers.data.length === 0 && (
        <EmptyState text={intl.formatMessage({ id: 'catalog.designers.empty' })} />
      )}
      {designers.status === 'success' && designers.data.length > 0 && (
        <ul className={styles.grid}>
          {designers.data.map((designer) => (
            <li key={designer.id}>
              <Link className={styles.card} href={hrefFor('designer', { id: designer.id })}>
                {designer.photo ? (
                  <img src={designer.photo} alt="" width={320} height={320} loading="lazy" />
                ) : (
                  <span className={styles.photoPlaceholder} />
                )}
                <span className={styles.name}>{designer.name}</span>
                <span className={styles.meta}>
                  {designer.country} ·{' '}
                  {intl.formatMessage(
                    { id: 'catalog.designers.products' },
                    { count: designer.productCount },
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
