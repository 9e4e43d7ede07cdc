import { defineArea } from '../define-area';

/** Order creation fallbacks of spec §8; each is shown followed by `order.error.retryHint`. */
export const order = defineArea({
  ru: {
    'order.error.unknown': 'Неизвестная ошибка',
    'order.error.noData': 'Не получены данные от сервера',
    'order.error.retryHint': 'Попробуйте ещё раз или обратитесь в службу поддержки',
    'order.error.removedFromStock': 'Некоторые товары закончились и были удалены из корзины',
  },
  en: {
    'order.error.unknown': 'Unknown error',
    'order.error.noData': 'No data is received from the server',
    'order.error.retryHint': 'Please try again or contact support',
    'order.error.removedFromStock':
      'Some items are out of stock and have been removed from your cart',
  },
});
