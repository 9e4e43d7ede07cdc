import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import { Button, EmptyState, LoadingRegion, Skeleton } from '@shop/ui';
import type { SignedInQuery } from '../use-signed-in-query';

/** The loading, error (with retry) and logged-out states of a profile section around its data. */
export function ProfileDataView<T>({
  data,
  children,
}: {
  data: SignedInQuery<T>;
  children: (data: T, replace: (data: T) => void) => ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  switch (data.status) {
    case 'pending':
      return (
        <LoadingRegion label={t('profile.loading')}>
          <Skeleton height={160} />
        </LoadingRegion>
      );
    case 'unauthorized':
      return (
        <EmptyState
          title={t('auth.title')}
          action={
            <Button variant="primary" onClick={() => openPopup('auth', {})}>
              {t('auth.getCode')}
            </Button>
          }
        />
      );
    case 'error':
      return (
        <EmptyState
          title={t('profile.error')}
          action={
            <Button variant="secondary" onClick={data.retry}>
              {t('profile.retry')}
            </Button>
          }
        />
      );
    case 'success':
      return <>{children(data.data, data.replace)}</>;
  }
}
