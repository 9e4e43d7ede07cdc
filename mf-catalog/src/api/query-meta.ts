import { errorText } from '@shop/error-codes';
import { CATALOG_ERRORS } from '../error-codes';

/** A catalog query's meta (ADR 23): a failure is logged as CATALOG-001 with what was read. */
export const catalogRead = (what: string) =>
  ({ owner: 'catalog', errorCode: errorText(CATALOG_ERRORS.REQUEST_FAILED, what) }) as const;
