import { asCatalogue, eagerCatalogue, lazyCatalogue } from './locale-catalogue';

const RU = { 'a.one': 'один' };
const EN = { 'a.one': 'one' };

describe('lazyCatalogue', () => {
  it('loads a locale on demand, once, and holds it afterwards', async () => {
    const ru = jest.fn(async () => RU);
    const en = jest.fn(async () => EN);
    const catalogue = lazyCatalogue({ ru, en });
    expect(catalogue.peek('ru')).toBeUndefined();
    const [first, second] = await Promise.all([catalogue.load('ru'), catalogue.load('ru')]);
    expect(first).toBe(RU);
    expect(second).toBe(RU);
    expect(await catalogue.load('ru')).toBe(RU);
    expect(catalogue.peek('ru')).toBe(RU);
    expect(ru).toHaveBeenCalledTimes(1);
    // The other locale's chunk is never requested.
    expect(en).not.toHaveBeenCalled();
    expect(catalogue.peek('en')).toBeUndefined();
  });

  it('requests a chunk that failed again on the next load', async () => {
    const ru = jest
      .fn<Promise<typeof RU>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk messages-ru failed.'))
      .mockResolvedValueOnce(RU);
    const catalogue = lazyCatalogue({ ru, en: async () => EN });
    await expect(catalogue.load('ru')).rejects.toThrow('Loading chunk');
    expect(catalogue.peek('ru')).toBeUndefined();
    await expect(catalogue.load('ru')).resolves.toBe(RU);
    expect(ru).toHaveBeenCalledTimes(2);
  });
});

describe('eagerCatalogue and asCatalogue', () => {
  it('holds every locale at once', async () => {
    const catalogue = eagerCatalogue({ ru: RU, en: EN });
    expect(catalogue.peek('en')).toBe(EN);
    await expect(catalogue.load('ru')).resolves.toBe(RU);
  });

  it('turns both tables into an eager catalogue and keeps a catalogue as it is', () => {
    const lazy = lazyCatalogue({ ru: async () => RU, en: async () => EN });
    expect(asCatalogue(lazy)).toBe(lazy);
    expect(asCatalogue({ ru: RU, en: EN }).peek('ru')).toBe(RU);
  });
});
