import {
  providedRuntimeVersion,
  RUNTIME_META_KEY,
  runtimeCompatible,
  runtimeCompatPlugin,
  shareScopeNamePlugin,
} from './runtime-compat-plugin';

type Args = Parameters<
  NonNullable<ReturnType<typeof runtimeCompatPlugin>['loadRemoteSnapshot']>
>[0];

/** The hook's arguments for a manifest with this metaData (the rest is not read). */
const snapshotOf = (metaData: Record<string, unknown>) =>
  ({ moduleInfo: { name: 'catalog' }, manifestJson: { metaData } }) as unknown as Args;

describe('runtimeCompatible', () => {
  it.each([
    ['2.9.2', '2.9.2'],
    ['2.9.2', '2.9.0'],
    ['2.10.0', '2.9.2'],
  ])('provided %s runs a remote built against %s', (provided, required) => {
    expect(runtimeCompatible(provided, required)).toBe(true);
  });

  it.each([
    ['2.9.2', '2.10.0'],
    ['3.0.0', '2.9.2'],
    ['2.9.2', '3.0.0'],
    [undefined, '2.9.2'],
    ['2.9.2', 'next'],
  ])('provided %s does not run a remote built against %s', (provided, required) => {
    expect(runtimeCompatible(provided, required)).toBe(false);
  });
});

describe('providedRuntimeVersion', () => {
  it('is the version the inject plugin recorded, only when it provided a core', () => {
    expect(providedRuntimeVersion({})).toBeUndefined();
    expect(
      providedRuntimeVersion({
        _FEDERATION_RUNTIME_CORE_FROM: { name: 'shell', version: '2.9.2' },
      }),
    ).toBeUndefined();
    expect(
      providedRuntimeVersion({
        _FEDERATION_RUNTIME_CORE: {},
        _FEDERATION_RUNTIME_CORE_FROM: { name: 'shell', version: '2.9.2' },
      }),
    ).toBe('2.9.2');
  });
});

describe('runtimeCompatPlugin', () => {
  const check = (provided: string | undefined, metaData: Record<string, unknown>) =>
    runtimeCompatPlugin(() => provided).loadRemoteSnapshot?.(snapshotOf(metaData));

  it('lets a remote with its own runtime (no stamp) and a compatible one through', () => {
    const own = snapshotOf({ shopContract: '1.4.0' });
    expect(runtimeCompatPlugin(() => undefined).loadRemoteSnapshot?.(own)).toBe(own);
    expect(check('2.9.2', { [RUNTIME_META_KEY]: '2.9.2' })).toEqual(
      snapshotOf({ [RUNTIME_META_KEY]: '2.9.2' }),
    );
  });

  it('refuses with SHELL-024 a remote needing a core this page does not provide', () => {
    expect(() => check('2.9.2', { [RUNTIME_META_KEY]: '2.10.1' })).toThrow(
      'SHELL-024 catalog needs the federation runtime 2.10.1, this page provides 2.9.2',
    );
    expect(() => check(undefined, { [RUNTIME_META_KEY]: '2.9.2' })).toThrow('provides none');
  });
});

describe('shareScopeNamePlugin', () => {
  type InitArgs = Parameters<NonNullable<ReturnType<typeof shareScopeNamePlugin>['beforeInit']>>[0];
  /** The hook's arguments for an instance (the rest is not read). */
  const instance = (id: string, name: string, shareScopeMap: object) =>
    ({ origin: { options: { id, name }, shareScopeMap } }) as unknown as InitArgs;

  it("records a remote's scope under its name when the shared core gave it the shell's id", () => {
    const shell = { default: {} };
    const catalog = { default: {} };
    const scopes: Record<string, unknown> = { 'shell:1.0.0': shell };
    const args = instance('shell:1.0.0', 'catalog', catalog);
    expect(shareScopeNamePlugin(() => scopes).beforeInit?.(args)).toBe(args);
    expect(scopes).toEqual({ 'shell:1.0.0': shell, catalog });
    expect(scopes.catalog).toBe(catalog);
  });

  it('leaves an instance its core recorded under its own id, and a name already recorded', () => {
    const own = { default: {} };
    const scopes: Record<string, unknown> = { 'catalog:1.0.0': own, favorites: { first: true } };
    const plugin = shareScopeNamePlugin(() => scopes);
    plugin.beforeInit?.(instance('catalog:1.0.0', 'catalog', own));
    plugin.beforeInit?.(instance('shell:1.0.0', 'favorites', { second: true }));
    expect(scopes).toEqual({ 'catalog:1.0.0': own, favorites: { first: true } });
  });
});
