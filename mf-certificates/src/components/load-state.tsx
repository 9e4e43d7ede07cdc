import { useIntl } from 'react-intl';
import { Button, FormAlert } from '@shop/ui';
import type { Load } from '../lib/use-load';

/** Loading and failed states of the certificate data (docs/product/08-messages.md#loading-failures text), with a retry. */
export function LoadState({ load, onRetry }: { load: Load<unknown>; onRetry: () => void }) {
  const intl = useIntl();
  if (load.status === 'loading')
    return <p role="status">{intl.formatMessage({ id: 'certificates.loading' })}</p>;
  if (load.status !== 'error') return null;
  return (
    <FormAlert>
      <p>{intl.formatMessage({ id: 'error.depositDesign.fetch' })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'certificates.retry' })}
      </Button>
    </FormAlert>
  );
}
