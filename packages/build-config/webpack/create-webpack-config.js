// The one webpack + module federation config factory every app uses.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { precompressPlugins } = require('./precompress');
const { MinifyCssPlugin } = require('./minify-css-plugin');
const { BootAssetsPlugin } = require('./boot-assets-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-singletons');
const { APPS, API_PORT } = require('./ports');
const { CATALOGUE_FILES, formatjsAliases } = require('./formatjs');
const { cssClassName, scriptRule } = require('./rules');
const { reactAliases } = require('./react-on-preact');

const PACKAGES_DIR = path.resolve(__dirname, '../..');

/**
 * The contract version this build is made against (docs/adr/0014), stamped into the
 * federation manifest's metaData; the deploy script copies it into the registry entry.
 * SHOP_CONTRACT_VERSION overrides the stamp only (the version-skew E2E builds with it).
 */
function contractVersion() {
  return (
    process.env.SHOP_CONTRACT_VERSION ??
    JSON.parse(readFileSync(path.join(PACKAGES_DIR, 'types/src/contracts/contract.json'), 'utf8'))
      .version
  );
}

/**
 * Federation runtime trimmed per role (measured in ADR 0008). Every app runs only in
 * the browser. Remotes only expose: they never load another remote themselves (the
 * shell's loader does, through @shop/event-bus), so they drop the remote-loading and
 * manifest-snapshot code. The shell loads remotes from their manifests and keeps both.
 */
const SHELL_RUNTIME = { target: 'web' };
const REMOTE_RUNTIME = { target: 'web', disableSnapshot: true, disableRemote: true };

/**
 * One federation runtime per page (ADR 28), on unless SHOP_SHARED_FEDERATION_RUNTIME=0: in a
 * production build the shell provides its runtime core to the page and remotes are built
 * without one, which takes about half of every remote's entry (19 → 8.5 KiB gzip). Each
 * remote stamps the core version it needs into its manifest (RUNTIME_META_KEY), so the shell
 * refuses, with the remote's fallback, one it cannot run (shell/src/federation/
 * runtime-compat-plugin.ts); a remote built with its own runtime carries no stamp and loads as
 * before. Development always keeps a runtime per container: a remote's dev server is also
 * opened on its own, where no shell provides one.
 */
const sharedRuntime = (production) =>
  production && process.env.SHOP_SHARED_FEDERATION_RUNTIME !== '0';

const RUNTIME_META_KEY = 'shopFederationRuntime';
// The package does not export its package.json: read it beside its resolved entry.
const RUNTIME_CORE_VERSION = JSON.parse(
  readFileSync(
    path.join(
      path.dirname(require.resolve('@module-federation/runtime-core')),
      '..',
      'package.json',
    ),
    'utf8',
  ),
).version;

/**
 * What provides the core to the page: the plugin `experiments.provideExternalRuntime` adds, by
 * its ES module build. The flag itself resolves the plugin's CommonJS build, which brings a
 * second, CommonJS copy of the core (and of the sdk) into the shell: measured +21.8 KiB gzip
 * on main.js. The ES module build imports the very modules the shell's own runtime uses.
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

function runtimeExperiments(isShell, production) {
  return sharedRuntime(production) && !isShell ? { externalRuntime: true } : {};
}

/** A library's module (a CSS module's identifier ends with its file, after the loaders). */
const isLibraryModule = (module) =>
  /[\\/]node_modules[\\/]/.test(module.identifier().split('!').pop());

/** Remote -> manifest URL of each remote's webpack dev server (`npm run dev`). */
function devRegistry() {
  return Object.fromEntries(
    Object.entries(APPS)
      .filter(([name]) => name !== 'shell')
      .map(([name, { port }]) => [name, `http://localhost:${port}/mf-manifest.json`]),
  );
}

/**
 * @param {object} options
 * @param {string} options.app       key of APPS ('shell', 'catalog', …)
 * @param {string} options.dirname   the app folder
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.standaloneHost] remotes: also emit an index.html that mounts the app alone
 */
function createWebpackConfig({ app, dirname, exposes = {}, standaloneHost = true }) {
  return (_env = {}, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const isShell = app === 'shell';
    const { port, container } = APPS[app];

    return {
      name: app,
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      // Production maps are written beside the build (for error reports and byte attribution)
      // but not referenced from the scripts: the servers refuse to publish them (issue #20).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // The federation runtime chunk cannot carry a content hash (ARCHITECTURE §7).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: container,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        alias: { ...formatjsAliases(production), ...reactAliases() },
      },
      module: {
        rules: [
          scriptRule(dirname, production),
          {
            test: /\.css$/,
            use: [
              production
                ? {
                    loader: MiniCssExtractPlugin.loader,
                  }
                : require.resolve('style-loader'),
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    localIdentName: cssClassName(container, production),
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
          // Message texts become ICU ASTs at build time, so no parser ships (formatjs.js).
          ...(production
            ? [
                {
                  test: CATALOGUE_FILES,
                  enforce: 'post',
                  use: require.resolve('./precompile-messages-loader'),
                },
              ]
            : []),
        ],
      },
      optimization: {
        chunkIds: production ? 'deterministic' : 'named',
        moduleIds: 'deterministic',
        // One style sheet per container: a served page links its container's styles in the
        // head, and seven small render-blocking files (some the same rules twice) cost a
        // round trip each on a slow connection where one file costs one (issue #12).
        ...(production
          ? {
              splitChunks: {
                cacheGroups: {
                  styles: {
                    name: 'styles',
                    type: 'css/mini-extract',
                    test: (module) => !isLibraryModule(module),
                    chunks: 'all',
                    enforce: true,
                  },
                  // Libraries' sheets (swiper's) once, instead of a copy in every chunk
                  // that loads them on demand.
                  libraryStyles: {
                    name: 'library-styles',
                    type: 'css/mini-extract',
                    test: isLibraryModule,
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: container,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig({ eager: isShell }),
          shareStrategy: 'loaded-first',
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData.shopContract = contractVersion();
              if (sharedRuntime(production) && !isShell)
                stats.metaData[RUNTIME_META_KEY] = RUNTIME_CORE_VERSION;
              return stats;
            },
          },
          dts: false,
          runtimePlugins: sharedRuntime(production) && isShell ? [PROVIDE_RUNTIME_PLUGIN] : [],
          experiments: {
            optimization: isShell ? SHELL_RUNTIME : REMOTE_RUNTIME,
            ...runtimeExperiments(isShell, production),
          },
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                // The one sheet per container (splitChunks above) joins modules that chunks
                // import in different orders. Order only matters between a component and the
                // module that overrides it (its importer, which always comes after); the
                // unrelated pairs webpack warns about style different elements.
                ignoreOrder: true,
                // Marks a remote's style sheets so it can switch them off on unmount. The
                // shell's own sheets carry no mark: its header and footer never unmount.
                attributes: isShell ? {} : { 'data-shop-remote': container },
              }),
              new MinifyCssPlugin(),
              // .gz and .br beside every text asset; the servers send them as they are.
              ...precompressPlugins(),
            ]
          : []),
        // The shell's server preloads its start-up chunks from this list (shell/server/page-head.ts).
        ...(isShell ? [new BootAssetsPlugin()] : []),
        ...(isShell || standaloneHost
          ? [
              new HtmlWebpackPlugin({
                template: isShell
                  ? path.join(dirname, 'src/index.html')
                  : path.join(__dirname, '../templates/standalone.html'),
                appName: app,
                scriptLoading: 'defer',
                publicPath: isShell ? '/' : 'auto',
                // Design tokens and page basics, inlined as critical CSS on every host page.
                baseCss: readFileSync(path.join(PACKAGES_DIR, 'ui/src/theme/base.css'), 'utf8'),
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        allowedHosts: 'all',
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        // In dev the shell's registry points at each remote's own dev server.
        setupMiddlewares: (middlewares) => {
          if (isShell) {
            middlewares.unshift({
              name: 'shop-dev-registry',
              path: '/remotes.json',
              middleware: (_request, response) => {
                response.setHeader('content-type', 'application/json');
                response.end(JSON.stringify(devRegistry()));
              },
            });
          }
          return middlewares;
        },
        proxy: [
          {
            context: ['/api'],
            target: `http://127.0.0.1:${API_PORT}`,
            pathRewrite: { '^/api': '' },
          },
        ],
      },
    };
  };
}

module.exports = {
  createWebpackConfig,
  contractVersion,
  RUNTIME_META_KEY,
  RUNTIME_CORE_VERSION,
  PROVIDE_RUNTIME_PLUGIN,
};
