import { I18nError } from './i18n-error';
import { mergeAreas } from './merge-areas';

describe('mergeAreas', () => {
  it('joins the tables of every area', () => {
    expect(mergeAreas([{ 'a.one': 'один' }, { 'b.two': 'два' }])).toEqual({
      'a.one': 'один',
      'b.two': 'два',
    });
  });

  it('rejects a key defined by two areas, with a stable code', () => {
    const areas = [{ 'a.one': 'one' }, { 'a.one': 'again' }];
    expect(() => mergeAreas(areas)).toThrow(I18nError);
    expect(() => mergeAreas(areas)).toThrow(
      '[@shop/i18n] I18N_DUPLICATE_KEY: message "a.one" is defined twice',
    );
  });
});
