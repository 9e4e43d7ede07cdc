import { popupMessages } from './popup-messages';

/** This remote's own texts, layered over the shared catalogue of @shop/i18n. */
export const messages = {
  ru: { ...popupMessages.ru },
  en: { ...popupMessages.en },
};
