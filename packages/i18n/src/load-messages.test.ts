import { messages } from './catalogue';
import { I18N_ERROR_CODES, I18nError } from './i18n-error';
import { loadMessages } from './load-messages';
import { isLocale } from './locales';

describe('loadMessages', () => {
  it.each(['ru', 'en'] as const)('returns the shared %s catalogue', (locale) => {
    expect(loadMessages(locale)).toBe(messages[locale]);
  });

  it.each([undefined, null, '', 'de', 'RU', 'en-US', 'toString', '__proto__'])(
    'fails with a clear error for the missing or unknown locale %j (spec §5)',
    (locale) => {
      let error: unknown;
      try {
        loadMessages(locale);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(I18nError);
      expect(error).toMatchObject({ code: I18N_ERROR_CODES.missingLocale, name: 'I18nError' });
      expect((error as Error).message).toBe(
        `[@shop/i18n] I18N_MISSING_LOCALE: no interface texts for locale ${JSON.stringify(locale)} (supported: ru, en)`,
      );
    },
  );
});

describe('isLocale', () => {
  it.each([
    ['ru', true],
    ['en', true],
    ['de', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
