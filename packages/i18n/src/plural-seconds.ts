import type { Locale } from '@shop/types';

import { translate } from './translate';

/** The resend timer's seconds with the right plural form: '21 секунду', '5 seconds'. */
export function pluralSeconds(count: number, locale: Locale): string {
  return translate(locale, 'common.seconds', { count });
}
