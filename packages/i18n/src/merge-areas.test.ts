import { defineArea } from './define-area';
import { I18nError } from './i18n-error';
import { mergeAreas } from './merge-areas';

const first = defineArea({ ru: { 'a.one': 'один' }, en: { 'a.one': 'one' } });
const second = defineArea({ ru: { 'b.two': 'два' }, en: { 'b.two': 'two' } });

describe('mergeAreas', () => {
  it.each([
    ['ru', { 'a.one': 'один', 'b.two': 'два' }],
    ['en', { 'a.one': 'one', 'b.two': 'two' }],
  ] as const)('joins the %s tables of every area', (locale, expected) => {
    expect(mergeAreas([first, second], locale)).toEqual(expected);
  });

  it('rejects a key defined by two areas, with a stable code', () => {
    const clash = defineArea({ ru: { 'a.one': 'снова' }, en: { 'a.one': 'again' } });
    expect(() => mergeAreas([first, clash], 'ru')).toThrow(I18nError);
    expect(() => mergeAreas([first, clash], 'en')).toThrow(
      '[@shop/i18n] I18N_DUPLICATE_KEY: message "a.one" is defined twice',
    );
  });
});
