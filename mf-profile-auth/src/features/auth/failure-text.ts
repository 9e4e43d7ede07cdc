import type { IntlShape } from 'react-intl';
import { isApiError } from '@shop/api-client';
import { logError } from '@shop/error-codes';
import { PROFILE_AUTH_ERRORS } from '../../error-codes';

/**
 * What a failed auth call shows: the server's own text when it sent one (docs/product/08-messages.md#auth-answers: auth answers
 * pass to the UI unchanged), else the catalogued retry hint. Network failures are logged.
 */
export function failureText(error: unknown, intl: IntlShape): string {
  if (isApiError(error) && error.status > 0 && !error.code.startsWith('http_'))
    return error.message;
  logError(PROFILE_AUTH_ERRORS.AUTH_REQUEST_FAILED, 'request failed', error);
  return intl.formatMessage({ id: 'auth.failed' });
}
