import * as api from './index';

describe('@shop/i18n public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'DEFAULT_LOCALE',
        'I18N_ERROR_CODES',
        'I18nError',
        'SUPPORTED_LOCALES',
        'asCatalogue',
        'eagerCatalogue',
        'useCatalogue',
        'ShopIntlProvider',
        'discountPercent',
        'formatDate',
        'formatPrice',
        'isLocale',
        'lazyCatalogue',
        'loadCatalogue',
        'loadMessages',
        'mergeMessages',
        'pluralSeconds',
        'reportIntlError',
        'translate',
        'warmLocaleLists',
      ].sort(),
    );
  });
});
