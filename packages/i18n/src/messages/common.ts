import { defineArea } from '../define-area';

/** Texts every app uses: the resend timer (spec §4) and the not-found page (spec §2.5). */
export const common = defineArea({
  ru: {
    'common.seconds':
      '{count, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}',
    'common.notFound.title': 'Страница не найдена',
    'common.notFound.generic': 'Эта страница не найдена',
  },
  en: {
    'common.seconds': '{count, plural, one {# second} other {# seconds}}',
    'common.notFound.title': 'Page not found',
    'common.notFound.generic': 'This page could not be found',
  },
});
