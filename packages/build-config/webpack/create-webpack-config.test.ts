import path from 'node:path';

interface ConfigModule {
  createWebpackConfig: (options: {
    app: string;
    dirname: string;
  }) => (env: object, argv: { mode: string }) => { devtool: string | false; plugins: unknown[] };
  RUNTIME_META_KEY: string;
  RUNTIME_CORE_VERSION: string;
  PROVIDE_RUNTIME_PLUGIN: string;
}
// A CommonJS build module: required as webpack requires it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const configModule = require('./create-webpack-config') as ConfigModule;
const { createWebpackConfig, RUNTIME_META_KEY, RUNTIME_CORE_VERSION, PROVIDE_RUNTIME_PLUGIN } =
  configModule;

/** The options the factory gave its ModuleFederationPlugin. */
interface FederationOptions {
  shared: Record<string, { singleton: boolean; eager?: boolean; version?: string }>;
  experiments: Record<string, unknown>;
  runtimePlugins: string[];
  manifest: {
    additionalData: (data: { stats: { metaData: Record<string, unknown> } }) => {
      metaData: Record<string, unknown>;
    };
  };
}
const federationOf = (config: { plugins: unknown[] }) =>
  (
    config.plugins.find(
      (plugin) => (plugin as { name?: string }).name === 'ModuleFederationPlugin',
    ) as { _options: FederationOptions }
  )._options;

describe("the factory's source maps", () => {
  const configFor = (app: string, folder: string, mode: string) =>
    createWebpackConfig({ app, dirname: path.resolve(__dirname, '../../..', folder) })(
      {},
      { mode },
    );

  it.each([
    ['shell', 'shell'],
    ['catalog', 'mf-catalog'],
  ])(
    '%s: a production build writes maps no script points at (the servers never publish them)',
    (app, folder) => {
      expect(configFor(app, folder, 'production').devtool).toBe('hidden-source-map');
    },
  );

  it('keeps full maps for the dev servers', () => {
    expect(configFor('catalog', 'mf-catalog', 'development').devtool).toBe(
      'eval-cheap-module-source-map',
    );
  });
});

describe('one federation runtime per page (ADR 28)', () => {
  const build = (app: string, folder: string, mode: string) =>
    federationOf(
      createWebpackConfig({ app, dirname: path.resolve(__dirname, '../../..', folder) })(
        {},
        { mode },
      ),
    );
  const stamp = (options: FederationOptions) =>
    options.manifest.additionalData({ stats: { metaData: {} } }).metaData[RUNTIME_META_KEY];

  const flag = 'SHOP_SHARED_FEDERATION_RUNTIME';
  afterEach(() => {
    delete process.env[flag];
  });

  it('off (SHOP_SHARED_FEDERATION_RUNTIME=0): every container keeps its runtime and no remote is stamped', () => {
    process.env[flag] = '0';
    expect(build('shell', 'shell', 'production').runtimePlugins).toEqual([]);
    const remote = build('favorites', 'mf-favorites', 'production');
    expect(remote.experiments).not.toHaveProperty('externalRuntime');
    expect(stamp(remote)).toBeUndefined();
  });

  it('by default, in production the shell provides its runtime core and a remote is built without one, stamped with the version it needs', () => {
    // The provider plugin's ES module build: its CommonJS one would bring a second core.
    expect(build('shell', 'shell', 'production').runtimePlugins).toEqual([PROVIDE_RUNTIME_PLUGIN]);
    expect(PROVIDE_RUNTIME_PLUGIN).toMatch(
      /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/,
    );
    expect(stamp(build('shell', 'shell', 'production'))).toBeUndefined();
    const remote = build('favorites', 'mf-favorites', 'production');
    expect(remote.experiments).toMatchObject({ externalRuntime: true });
    expect(stamp(remote)).toBe(RUNTIME_CORE_VERSION);
    expect(RUNTIME_CORE_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('dev servers keep a runtime per container (a remote is also opened on its own)', () => {
    const remote = build('favorites', 'mf-favorites', 'development');
    expect(remote.experiments).not.toHaveProperty('externalRuntime');
    expect(stamp(remote)).toBeUndefined();
    expect(build('shell', 'shell', 'development').runtimePlugins).toEqual([]);
  });
});

describe("the shell's shared libraries are in its first script (ADR 42)", () => {
  const sharedOf = (app: string, folder: string) =>
    federationOf(
      createWebpackConfig({ app, dirname: path.resolve(__dirname, '../../..', folder) })(
        {},
        { mode: 'production' },
      ),
    ).shared;

  it('the shell provides every singleton eagerly, a remote none', () => {
    const shell = Object.values(sharedOf('shell', 'shell'));
    expect(shell.length).toBeGreaterThan(5);
    expect(shell.every((entry) => entry.singleton && entry.eager === true)).toBe(true);
    const catalog = Object.values(sharedOf('catalog', 'mf-catalog'));
    expect(catalog.map((entry) => entry.eager ?? false)).not.toContain(true);
  });

  it("gives react-dom a module of its own (Preact's compat layer), which webpack can provide under that name", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { reactAliases } = require('./react-on-preact') as {
      reactAliases: () => Record<string, string>;
    };
    expect(reactAliases()['react-dom$']).toMatch(/react-on-preact[/\\]react-dom\.mjs$/);
  });
});
