/** @shop/api-client's error codes: code → meaning. */
import { defineErrorCodes } from '@shop/error-codes';

export const API_CLIENT_ERRORS = defineErrorCodes(
  { source: 'api-client', prefixes: ['API-CLIENT'] },
  {
    NETWORK_FAILURE: [
      'API-CLIENT-001',
      'A call never got an answer (offline, refused, reset): it fails with network_error.',
    ],
  },
);
