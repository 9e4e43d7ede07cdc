import { messages } from './catalogue';
import { sharedCatalogue } from './shared-catalogue.browser';

describe('the shared catalogue of browser builds', () => {
  it.each(['ru', 'en'] as const)(
    'loads the %s texts on demand, the same as Node has at hand',
    async (locale) => {
      expect(sharedCatalogue.peek(locale)).toBeUndefined();
      await expect(sharedCatalogue.load(locale)).resolves.toEqual(messages[locale]);
      expect(sharedCatalogue.peek(locale)).toEqual(messages[locale]);
    },
  );
});
