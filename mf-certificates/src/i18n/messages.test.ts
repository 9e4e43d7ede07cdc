import { messages } from './messages';

describe('certificates messages', () => {
  it('has the same keys in ru and en', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.ru).sort());
  });

  it('has no empty text', () => {
    for (const catalogue of [messages.ru, messages.en]) {
      for (const [key, text] of Object.entries(catalogue))
        expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });
});
