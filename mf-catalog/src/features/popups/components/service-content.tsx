import { useBusState } from '@shop/event-bus';
import { LoadingRegion, Skeleton } from '@shop/ui';
import { ErrorState } from '../../../components/page-states';
import { useResource } from '../../../lib/use-resource';
import { fetchService } from '../api/fetch-service';
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
  const content = useResource(`service|${storefront}|${serviceKey}`, (signal) =>
    fetchService(serviceKey, signal).then((data) => {
      onTitle?.(data.title);
      return data;
    }),
  );
  if (content.status === 'loading')
    return (
      <LoadingRegion className={styles.body}>
        <Skeleton height={14} />
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="70%" />
      </LoadingRegion>
    );
  if (content.status === 'error') return <ErrorState compact onRetry={content.retry} />;
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
