// The Node build of an app, beside its browser build (ADR 13).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS } = require('./ports');
const { BUILD_CONFIG_ERRORS } = require('../error-codes');
const { CATALOGUE_FILES, formatjsAliases } = require('./formatjs');
const { cssClassName, scriptRule } = require('./rules');
const { reactAliases } = require('./react-on-preact');

/** Where the Node build lives inside an app's build (and so inside every deployed version). */
const SERVER_DIR = 'server';

/**
 * Same sources, same CSS class names (css-loader exports only the names), one file, nothing
 * shared: it brings its own React and renders to a string. A remote's is a federation
 * container with a `./server` expose that the shell's server loads at runtime with the Node
 * federation runtime; the shell's own is a plain CommonJS module it requires.
 */
function createServerConfig({ app, dirname, exposes, entry }) {
  const { container } = APPS[app];
  return {
    name: `${app}-server`,
    mode: 'production',
    context: dirname,
    target: 'async-node',
    entry: exposes ? {} : { chrome: entry },
    devtool: false,
    output: {
      path: path.join(dirname, 'dist', SERVER_DIR),
      // One chunk (below): a remote's is its container entry. Named here too, because when the
      // chunks are merged into one the entry's own file name may be lost (the cart's was).
      filename: exposes ? 'remoteEntry.js' : '[name].js',
      chunkFilename: '[name].js',
      publicPath: 'auto',
      uniqueName: `${container}_server`,
      clean: true,
      ...(exposes ? {} : { library: { type: 'commonjs2' } }),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { ...formatjsAliases(true), ...reactAliases({ server: true }) },
    },
    module: {
      rules: [
        scriptRule(dirname, true),
        {
          test: /\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: {
              modules: {
                auto: /\.module\.css$/,
                // The browser build's names: the markup hydrates with the same classes.
                localIdentName: cssClassName(container, true),
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
              },
            },
          },
        },
        {
          test: /\.(png|jpe?g|webp|svg|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
        {
          test: CATALOGUE_FILES,
          enforce: 'post',
          use: require.resolve('./precompile-messages-loader'),
        },
      ],
    },
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      // One file: the shell's server fetches one script per version, no chunk loading.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(exposes
        ? [
            new ModuleFederationPlugin({
              name: container,
              filename: 'remoteEntry.js',
              library: { type: 'commonjs-module' },
              exposes,
              remotes: {},
              shared: {},
              manifest: false,
              dts: false,
              runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
              experiments: { optimization: { target: 'node' } },
            }),
          ]
        : []),
    ],
  };
}

/** The browser manifest names the Node entry, so one registry entry serves both. */
function listServerEntry(browserConfig) {
  const federation = browserConfig.plugins.find(
    (plugin) => plugin instanceof ModuleFederationPlugin,
  );
  const options = federation?._options;
  if (!options)
    throw new Error(
      `${BUILD_CONFIG_ERRORS.NO_FEDERATION_PLUGIN.code} no federation plugin in the browser build`,
    );
  const previous = typeof options.manifest === 'object' ? options.manifest.additionalData : null;
  options.manifest = {
    ...(typeof options.manifest === 'object' ? options.manifest : {}),
    additionalData: async (context) => {
      const stats = (previous ? await previous(context) : null) ?? context.stats;
      stats.metaData.ssrRemoteEntry = {
        name: 'remoteEntry.js',
        path: `${SERVER_DIR}/`,
        type: 'commonjs-module',
      };
      return stats;
    },
  };
}

/**
 * Wraps an app's webpack config (the factory's function): production builds also emit the
 * Node build. `exposes` for a remote (its `./server`), `entry` for the shell's chrome.
 * Development builds stay browser-only (the dev servers render in the browser).
 */
function withServerBuild(browser, { app, dirname, exposes, entry }) {
  const config = (env = {}, argv = {}) => {
    const browserConfig = browser(env, argv);
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    if (!production) return browserConfig;
    if (exposes) listServerEntry(browserConfig);
    // After the browser build: its output cleaning would delete a Node build made alongside.
    const serverConfig = { ...createServerConfig({ app, dirname, exposes, entry }) };
    serverConfig.dependencies = [browserConfig.name];
    return [browserConfig, serverConfig];
  };
  return Object.assign(config, browser);
}

module.exports = { withServerBuild, createServerConfig, SERVER_DIR };
