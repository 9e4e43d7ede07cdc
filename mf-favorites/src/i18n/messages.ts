/** This remote's own texts, layered over the shared catalogue of @shop/i18n. */
export const messages = {
  ru: {
    'favorites.count':
      '{count, plural, one {# украшение} few {# украшения} many {# украшений} other {# украшения}}',
    'favorites.empty.title': 'В избранном пока пусто',
    'favorites.empty.text': 'Нажмите на сердечко на карточке украшения, чтобы сохранить его здесь.',
    'favorites.empty.toCatalog': 'Перейти в каталог',
    'favorites.error': 'Не удалось загрузить избранное.',
    'favorites.retry': 'Попробовать снова',
    'favorites.list': 'Избранные украшения',
    'favorites.loading': 'Загружаем избранное…',
  },
  en: {
    'favorites.count': '{count, plural, one {# piece} other {# pieces}}',
    'favorites.empty.title': 'Your wishlist is empty',
    'favorites.empty.text': 'Tap the heart on a piece of jewelry to keep it here.',
    'favorites.empty.toCatalog': 'Go to the catalog',
    'favorites.error': 'The wishlist could not be loaded.',
    'favorites.retry': 'Try again',
    'favorites.list': 'Wishlist jewelry',
    'favorites.loading': 'Loading your wishlist…',
  },
};
