// Rules the browser build and the Node build (create-server-config.js) share, so the two
// compile the same sources the same way and name every CSS class alike (ADR 13).
const path = require('node:path');

const PACKAGES_DIR = path.resolve(__dirname, '../..');

/** TypeScript and JSX of the app and the shared packages, through swc. */
function scriptRule(dirname, production) {
  return {
    test: /\.[jt]sx?$/,
    include: [path.join(dirname, 'src'), PACKAGES_DIR],
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Per-remote prefix: no remote's classes can collide with another's. */
function cssClassName(container, production) {
  const prefix = container.replace(/_/g, '-');
  return production ? `${prefix}__[hash:base64:6]` : `${prefix}__[name]__[local]`;
}

module.exports = { scriptRule, cssClassName, PACKAGES_DIR };
