import { useIntl } from 'react-intl';
import type { UseQueryResult } from '@shop/data';
import { Button, FormAlert } from '@shop/ui';

/** A certificate query as its page shows it: loading (also while a retry runs), failed, or ready. */
export const isLoading = (query: UseQueryResult<unknown>): boolean =>
  query.isPending || (query.isError && query.isFetching);

/** Loading and failed states of the certificate data (docs/product/08-messages.md#loading-failures text), with a retry. */
export function LoadState({ query }: { query: UseQueryResult<unknown> }) {
  const intl = useIntl();
  if (isLoading(query))
    return <p role="status">{intl.formatMessage({ id: 'certificates.loading' })}</p>;
  if (!query.isError) return null;
  return (
    <FormAlert>
      <p>{intl.formatMessage({ id: 'error.depositDesign.fetch' })}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {intl.formatMessage({ id: 'certificates.retry' })}
      </Button>
    </FormAlert>
  );
}
