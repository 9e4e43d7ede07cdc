import { defineArea } from '../define-area';

/** Info messages of spec §8. */
export const info = defineArea({
  ru: {
    'info.birthday.callOperators': 'Чтобы изменить дату рождения ещё раз, позвоните операторам',
    'info.wait': 'Подождите...',
    'info.data.unchanged': 'Вы не изменили данные',
  },
  en: {
    'info.birthday.callOperators': 'To change your birthday again, please call our operators',
    'info.wait': 'Please wait...',
    'info.data.unchanged': 'You have not changed the data',
  },
});
