import type { IntlShape } from 'react-intl';
import { isApiError } from '@shop/api-client';

/**
 * What a failed auth call shows: the server's own text when it sent one (spec §8: auth answers
 * pass to the UI unchanged), else the catalogued retry hint. Network failures are logged.
 */
export function failureText(error: unknown, intl: IntlShape): string {
  if (isApiError(error) && error.status > 0 && !error.code.startsWith('http_'))
    return error.message;
  console.error('[profile-auth] AUTH-001 request failed', error);
  return intl.formatMessage({ id: 'auth.failed' });
}
