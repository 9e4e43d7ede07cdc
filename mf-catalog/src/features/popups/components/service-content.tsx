import { useEffect, useRef } from 'react';
import { useBusState } from '@shop/event-bus';
import { LoadingRegion, Skeleton } from '@shop/ui';
import { ErrorState } from '../../../components/page-states';
import { useQuery } from '@shop/data';
import { serviceQuery } from '../api/service-query';
import styles from './popups.module.css';

/** Text of GET /api/v1/services/{key}: blank-line separated paragraphs. */
export function ServiceContent({
  serviceKey,
  onTitle,
}: {
  serviceKey: string;
  onTitle?: (title: string) => void;
}) {
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const content = useQuery(serviceQuery(storefront, serviceKey));
  // The popup's heading follows the text's title, also when the answer came from the cache.
  const reportTitle = useRef(onTitle);
  reportTitle.current = onTitle;
  const title = content.data?.title;
  useEffect(() => {
    if (title !== undefined) reportTitle.current?.(title);
  }, [title]);
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
