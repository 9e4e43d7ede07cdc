/** @shop/data's error codes: code → meaning. */
import { defineErrorCodes } from '@shop/error-codes';

export const DATA_ERRORS = defineErrorCodes(
  { source: 'data', prefixes: ['DATA'] },
  {
    QUERY_FAILED: [
      'DATA-001',
      'A query without a code of its own failed (not cancelled, not a 4xx): its component shows the error state.',
    ],
  },
);
