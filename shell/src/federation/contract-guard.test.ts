import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@shop/event-bus';
import { CONTRACT_VERSION, parseContractVersion } from '@shop/types';
import { contractOfEntry } from './contract-guard';
import { loadRemoteModule, setupFederation } from './setup-federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: 'module' })),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const major = parseContractVersion(CONTRACT_VERSION)?.major ?? 0;
const sameMajor = `${major}.99.0`;
const nextMajor = `${major + 1}.0.0`;
const entry = (contract?: string) =>
  `http://cdn/favorites/v1/mf-manifest.json${contract ? `?contract=${contract}` : ''}`;

describe('the contract guard before a remote module loads', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('reads the contract the deploy wrote into the registry entry', () => {
    expect(contractOfEntry(entry('1.4.0'))).toBe('1.4.0');
    expect(contractOfEntry(entry())).toBeUndefined();
    expect(contractOfEntry('not a url')).toBeUndefined();
  });

  it('loads a remote built against the same major (a newer minor too)', async () => {
    setupFederation({ favorites: entry(sameMajor), catalog: entry() });
    await expect(loadRemoteModule('favorites', './app')).resolves.toEqual({ default: 'module' });
    // A deployment from before versioning carries no contract: it still loads.
    await expect(loadRemoteModule('catalog', './ProductCard')).resolves.toEqual({
      default: 'module',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses another major before fetching anything, naming both versions', async () => {
    const failed = jest.fn();
    const subscription = bus.on('remote:failed').subscribe(failed);
    setupFederation({ favorites: entry(nextMajor) });
    await expect(loadRemoteModule('favorites', './app')).rejects.toThrow('SHELL-014');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(nextMajor));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONTRACT_VERSION));
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ remote: 'favorites' }));
    subscription.unsubscribe();
  });

  it("refuses a module whose major differs from the consuming remote's", async () => {
    setupFederation({ catalog: entry(CONTRACT_VERSION) });
    await expect(loadRemoteModule('catalog', './ProductCard', nextMajor)).rejects.toThrow(
      /catalog\/ProductCard is built against contract .*, its consumer against/,
    );
    await expect(loadRemoteModule('catalog', './ProductCard', sameMajor)).resolves.toBeTruthy();
  });

  it('refuses an unreadable contract version', async () => {
    setupFederation({ favorites: entry('latest') });
    await expect(loadRemoteModule('favorites', './app')).rejects.toThrow('unreadable');
  });
});
