export type { MessageKey, SharedMessages } from './shared-table';
export { I18N_ERROR_CODES, I18nError } from './i18n-error';
export type { I18nErrorCode } from './i18n-error';
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, isLocale } from './locales';
export { loadCatalogue, loadMessages } from './load-messages';
export { asCatalogue, eagerCatalogue, lazyCatalogue } from './locale-catalogue';
export type {
  CatalogueSource,
  LocaleCatalogue,
  MessageTable,
  Translation,
} from './locale-catalogue';
export { mergeMessages } from './merge-messages';
export { reportIntlError } from './report-intl-error';
export { warmLocaleLists } from './shop-intl';
export { ShopIntlProvider } from './shop-intl-provider';
export type { ShopIntlProviderProps } from './shop-intl-provider';
export { translate } from './translate';
export { useCatalogue } from './use-catalogue';
export { pluralSeconds } from './plural-seconds';
export { formatPrice } from './format-price';
export { discountPercent } from './discount-percent';
export { formatDate } from './format-date';
