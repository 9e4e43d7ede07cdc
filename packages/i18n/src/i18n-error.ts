/** Stable codes of the developer-facing errors this package throws. */
export const I18N_ERROR_CODES = {
  missingLocale: 'I18N_MISSING_LOCALE',
  duplicateKey: 'I18N_DUPLICATE_KEY',
  notLoaded: 'I18N_NOT_LOADED',
} as const;

export type I18nErrorCode = (typeof I18N_ERROR_CODES)[keyof typeof I18N_ERROR_CODES];

export class I18nError extends Error {
  override readonly name = 'I18nError';

  constructor(
    readonly code: I18nErrorCode,
    message: string,
  ) {
    super(`[@shop/i18n] ${code}: ${message}`);
  }
}
