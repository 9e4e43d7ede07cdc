import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';

import { isProduction } from './is-production';

type IntlErrorLike = Parameters<NonNullable<IntlConfig['onError']>>[0];

/**
 * The `onError` of every app's IntlProvider. A missing message is a developer's
 * concern, so it is reported only outside production; a message that cannot be
 * formatted is always reported.
 */
export function reportIntlError(error: IntlErrorLike): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && isProduction()) return;
  console.error(error);
}
