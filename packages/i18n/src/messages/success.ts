import { defineArea } from '../define-area';

/** Success messages of spec §8. */
export const success = defineArea({
  ru: {
    'success.copied': 'Скопировано',
    'success.saved': 'Сохранено',
    'success.feedback': 'Спасибо за отзыв!',
    'success.subscription.changed': 'Подписка изменена',
    'success.unsubscribed': 'Вы отписались от рассылки',
  },
  en: {
    'success.copied': 'Copied',
    'success.saved': 'Saved',
    'success.feedback': 'Thank you for your feedback!',
    'success.subscription.changed': 'Your subscription has been changed',
    'success.unsubscribed': 'You have unsubscribed from the newsletter',
  },
});
