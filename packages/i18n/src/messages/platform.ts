/** Texts of the platform itself: remote fallbacks, popup frame, page chrome. */
export const platform = {
  ru: {
    'platform.remote.unavailable': 'Этот раздел сейчас недоступен',
    'platform.remote.unavailable.hint':
      'Остальной магазин работает. Попробуйте обновить страницу через минуту.',
    'platform.remote.crashed': 'Не удалось показать этот раздел',
    'platform.remote.retry': 'Попробовать снова',
    'platform.popup.close': 'Закрыть',
    'platform.loading': 'Загрузка…',
    'platform.route.params': 'Параметры страницы',
  },
  en: {
    'platform.remote.unavailable': 'This section is unavailable right now',
    'platform.remote.unavailable.hint':
      'The rest of the shop works. Try reloading the page in a minute.',
    'platform.remote.crashed': 'This section could not be shown',
    'platform.remote.retry': 'Try again',
    'platform.popup.close': 'Close',
    'platform.loading': 'Loading…',
    'platform.route.params': 'Page parameters',
  },
};
