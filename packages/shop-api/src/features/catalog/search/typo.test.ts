import {
  TrigramIndex,
  closestTerm,
  correctable,
  editDistance,
  similarity,
  trigrams,
  type Term,
} from './typo';

const term = (word: string, docs = 1): Term => ({ term: word, stem: word, docs });

describe('typo correction', () => {
  it("makes pg_trgm's trigrams: the word framed by two spaces before and one after", () => {
    expect([...trigrams('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(similarity('кольцо', 'кольцо')).toBe(1);
    // 4 shared of 9 (the values pg_trgm's similarity() gives; search-parity.test.ts checks them).
    expect(similarity('колцо', 'кольцо')).toBeCloseTo(4 / 9);
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('колцо', 'кольцо')).toBe(1);
    expect(editDistance('rign', 'ring')).toBe(1);
    expect(editDistance('earings', 'earrings')).toBe(1);
    expect(editDistance('кольцо', 'колье')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('corrects words of 4 letters and more, never numbers', () => {
    expect(['рнг', '585', '14k'].some(correctable)).toBe(false);
    expect(['колцо', 'earings'].every(correctable)).toBe(true);
  });

  it('picks the fewest edits, then the most products, then the word', () => {
    expect(closestTerm('колцо', [term('колье', 90), term('кольцо', 10)])?.term).toBe('кольцо');
    expect(closestTerm('ringz', [term('rings', 5), term('ringo', 9)])?.term).toBe('ringo');
    expect(closestTerm('ringz', [term('rings', 5), term('ringa', 5)])?.term).toBe('ringa');
    // Too far for a short word: nothing.
    expect(closestTerm('колцо', [term('колье')])).toBeNull();
  });

  it('finds the alike words of a vocabulary in memory as the % operator would', () => {
    const index = new TrigramIndex(
      ['кольцо', 'кольца', 'колье', 'серьги', 'earrings'].map((w) => term(w)),
    );
    expect(index.similar('колцо', 10).map((t) => t.term)).toEqual(['кольцо', 'колье', 'кольца']);
    expect(index.similar('zzzqqq', 10)).toEqual([]);
  });
});
