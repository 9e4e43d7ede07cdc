import { analyzeField, fold, isStopWord, queryWords, stem, words } from './analyzer';

describe('search analyzer', () => {
  it('folds case, ё and Latin diacritics, but keeps й', () => {
    expect(fold('Кольцо ЁЛКА Café NAÏVE Мужской')).toBe('кольцо елка cafe naive мужской');
  });

  it('splits words on anything but letters and digits', () => {
    expect(words("Серьги-кольца, men's 14K gold-plated (585)")).toEqual([
      'серьги',
      'кольца',
      'men',
      's',
      '14k',
      'gold',
      'plated',
      '585',
    ]);
  });

  it('stems Cyrillic words with the Russian and Latin ones with the English Snowball stemmer', () => {
    expect(['кольцо', 'кольца', 'кольцами'].map(stem)).toEqual(['кольц', 'кольц', 'кольц']);
    expect(['earrings', 'earring', 'ring', 'rings'].map(stem)).toEqual([
      'earring',
      'earring',
      'ring',
      'ring',
    ]);
    // Numbers and codes stay as they are (PostgreSQL's parser calls them numword/uint).
    expect(['585', '14k'].map(stem)).toEqual(['585', '14k']);
  });

  it('knows the stop words of each language, never in numbers', () => {
    expect(['с', 'для', 'the', 'with', 's'].every(isStopWord)).toBe(true);
    expect(['кольцо', 'ring', '5'].some(isStopWord)).toBe(false);
    // An English stop word spelt in Cyrillic is not one, nor the other way round.
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('dlya')).toBe(false);
  });

  it('frames a field: distinct words with stop words, distinct stems without', () => {
    expect(analyzeField(['Кольцо с бриллиантом', null, 'Кольца'])).toEqual({
      exact: ' кольцо с бриллиантом кольца ',
      stems: ' кольц бриллиант ',
    });
    expect(analyzeField([])).toEqual({ exact: ' ', stems: ' ' });
  });

  it('makes a query of its distinct words, stop words aside, at most eight', () => {
    expect(queryWords('Кольцо с БРИЛЛИАНТОМ кольцо')).toEqual([
      { exact: 'кольцо', stem: 'кольц' },
      { exact: 'бриллиантом', stem: 'бриллиант' },
    ]);
    expect(queryWords('и в на')).toEqual([]);
    expect(queryWords('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
  });
});
