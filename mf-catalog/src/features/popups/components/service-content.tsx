import { useBusState } from '@shop/event-bus';
import { LoadingRegion, Skeleton } from '@shop/ui';
import { ErrorState } from '../../../components/page-states';
import { useQuery } from '@shop/data';
import { serviceQuery } from '../api/service-query';
import styles from './popups.module.css';

/** GET /api/v1/services/{key} on this storefront; the heading and the body read the same cached answer. */
export function useServiceText(serviceKey: string) {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  return useQuery(serviceQuery(storefront, serviceKey));
}

/** Text of GET /api/v1/services/{key}: blank-line separated paragraphs. */
export function ServiceContent({ serviceKey }: { serviceKey: string }) {
  const content = useServiceText(serviceKey);
  if (content.status === 'pending')
    return (
      <LoadingRegion className={styles.body}>
        <Skeleton height={14} />
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="70%" />
      </LoadingRegion>
    );
  if (content.status === 'error')
    return <ErrorState compact onRetry={() => void content.refetch()} />;
  return (
    <div className={styles.body} data-testid="service-content">
      {content.data.body
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
