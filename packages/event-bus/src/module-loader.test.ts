import { loadExposedModule, provideModuleLoader } from './module-loader';

describe('module loader', () => {
  it('fails clearly before the shell provides a loader', async () => {
    await expect(loadExposedModule('catalog', './ProductCard')).rejects.toThrow('BUS-001');
  });

  it('delegates to the loader the shell provided', async () => {
    const loader = jest.fn(async () => ({ default: 'card' }));
    provideModuleLoader(loader as never);
    await expect(loadExposedModule('catalog', './ProductCard')).resolves.toEqual({
      default: 'card',
    });
    expect(loader).toHaveBeenCalledWith('catalog', './ProductCard');
  });

  it("passes the consumer's contract version on", async () => {
    const loader = jest.fn(async () => ({ default: 'card' }));
    provideModuleLoader(loader as never);
    await loadExposedModule('catalog', './ProductCard', '1.2.0');
    expect(loader).toHaveBeenCalledWith('catalog', './ProductCard', '1.2.0');
  });
});
