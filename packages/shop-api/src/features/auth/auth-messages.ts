/**
 * Auth, registration and profile texts in the storefront's language (ru and en), as the cart and
 * order messages are: the UI shows auth answers as they are sent (docs/product/08-messages.md#auth-answers).
 */
import type { Locale } from '@shop/types';

const MESSAGES = {
  phone_invalid: { ru: 'Неверный номер телефона', en: 'Wrong phone number' },
  captcha_required: { ru: 'Введите символы с картинки', en: 'Enter the characters from the image' },
  captcha_invalid: { ru: 'Неверные символы с картинки', en: 'Wrong characters from the image' },
  code_invalid: { ru: 'Неверный код подтверждения', en: 'Wrong confirmation code' },
  code_expired: {
    ru: 'Срок действия кода истёк, запросите новый',
    en: 'The code has expired, request a new one',
  },
  code_attempts_exceeded: {
    ru: 'Слишком много попыток, запросите новый код',
    en: 'Too many attempts, request a new code',
  },
  phone_codes_locked: {
    ru: 'Слишком много неверных кодов для этого номера: попробуйте через несколько часов',
    en: 'Too many wrong codes for this number: please try again in a few hours',
  },
  address_codes_locked: {
    ru: 'Слишком много неверных кодов из вашей сети: попробуйте через час',
    en: 'Too many wrong codes from your network: please try again in an hour',
  },
  code_resend_too_early: {
    ru: 'Новый код можно будет запросить позже',
    en: 'A new code can be requested later',
  },
  code_not_sent: { ru: 'Код не отправлен', en: 'The code has not been sent' },
  validation_failed: {
    ru: 'Проверьте правильность заполнения полей',
    en: 'Please check the form fields',
  },
  oauth_failed: { ru: 'Ошибка авторизации', en: 'Authorization error' },
  oauth_not_configured: {
    ru: 'Вход через Яндекс ID не настроен',
    en: 'Login with Yandex ID is not configured',
  },
  // Field errors of registration and personal data (docs/product/08-messages.md#message-catalogue catalogue texts).
  name_empty: { ru: 'Введите имя', en: 'Enter your name' },
  name_invalid: {
    ru: 'Имя может содержать только буквы, цифры и пробелы',
    en: 'A name may contain only letters, digits and spaces',
  },
  surname_empty: { ru: 'Введите фамилию', en: 'Enter your surname' },
  surname_invalid: {
    ru: 'Фамилия может содержать только буквы, цифры и пробелы',
    en: 'A surname may contain only letters, digits and spaces',
  },
  email_invalid: { ru: 'Неверный email', en: 'Wrong email' },
  email_taken: {
    ru: 'Этот email уже зарегистрирован',
    en: 'This email is already registered',
  },
  phone_taken: {
    ru: 'Этот номер уже зарегистрирован',
    en: 'This phone number is already registered',
  },
  phone_not_confirmed: { ru: 'Номер телефона не подтверждён', en: 'The phone is not confirmed' },
  birthday_format: {
    ru: 'Введите дату в формате дд.мм.гггг; дата должна быть раньше сегодняшней',
    en: 'Enter the date as dd.mm.yyyy; it must be before today',
  },
  // Profile answers (docs/product/08-messages.md#info-and-success-messages info and success texts).
  saved: { ru: 'Сохранено', en: 'Saved' },
  unchanged: { ru: 'Вы не изменили данные', en: 'You have not changed the data' },
  birthday_call_operators: {
    ru: 'Чтобы изменить дату рождения ещё раз, позвоните операторам',
    en: 'To change your birthday again, please call our operators',
  },
  subscription_changed: { ru: 'Подписка изменена', en: 'Your subscription has been changed' },
  unsubscribed: {
    ru: 'Вы отписались от рассылки',
    en: 'You have unsubscribed from the newsletter',
  },
} as const;

export type AuthMessageCode = keyof typeof MESSAGES;

export const authMessage = (code: AuthMessageCode, locale: Locale): string =>
  MESSAGES[code][locale];
