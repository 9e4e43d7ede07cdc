import { messages } from './catalogue';
import { I18N_ERROR_CODES, I18nError } from './i18n-error';
import { loadCatalogue, loadMessages } from './load-messages';
import { isLocale } from './locales';

describe('loadMessages', () => {
  it.each(['ru', 'en'] as const)('returns the shared %s catalogue', (locale) => {
    expect(loadMessages(locale)).toBe(messages[locale]);
  });

  it.each([undefined, null, '', 'de', 'RU', 'en-US', 'toString', '__proto__'])(
    'fails with a clear error for the missing or unknown locale %j (docs/product/05-validation.md#locale-loading)',
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

describe('loadMessages in a browser build before the texts are loaded', () => {
  it('names the cause with a stable code', () => {
    jest.isolateModules(() => {
      jest.doMock('./shared-catalogue', () => ({
        sharedCatalogue: { peek: () => undefined, load: jest.fn() },
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module with the mock above
      const isolated = require('./load-messages') as typeof import('./load-messages');
      expect(() => isolated.loadMessages('en')).toThrow(
        '[@shop/i18n] I18N_NOT_LOADED: the en texts are not loaded yet (await loadCatalogue before rendering)',
      );
    });
  });
});

describe('loadCatalogue', () => {
  it("loads the shared texts and the app's, and answers the app's", async () => {
    const own = { 'app.title': 'Title' };
    const load = jest.fn(async () => own);
    await expect(loadCatalogue({ peek: () => undefined, load }, 'en')).resolves.toBe(own);
    expect(load).toHaveBeenCalledWith('en');
    expect(loadMessages('en')).toBe(messages.en);
  });
});
