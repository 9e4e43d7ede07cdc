import { pageMessages } from './page-messages';
import { popupMessages } from './popup-messages';

/** This remote's own texts, layered over the shared catalogue of @shop/i18n. */
export const messages = {
  ru: { ...popupMessages.ru, ...pageMessages.ru },
  en: { ...popupMessages.en, ...pageMessages.en },
};
