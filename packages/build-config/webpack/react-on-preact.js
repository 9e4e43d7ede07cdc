// Every bundle's React is Preact's compat layer (ADR 38); SHOP_RENDERER=react builds with
// React itself, to compare the two (bytes, blocking time) or to rule Preact out of a bug.
const path = require('node:path');

const SHIMS = path.join(__dirname, '..', 'react-on-preact');

const onPreact = () => process.env.SHOP_RENDERER !== 'react';

/**
 * resolve.alias. In the browser, React's entry points are Preact's; `react` and
 * `react-dom/client` go through the shop's shims (react-on-preact/). The Node builds render
 * with React itself (Preact's server render measured twice React's CPU per listing, ADR 38),
 * through shims that give useId the numbering the browser's shim uses, so the ids hydrate.
 */
function reactAliases({ server = false } = {}) {
  if (!onPreact()) return {};
  if (server) {
    return {
      react$: path.join(SHIMS, 'react-server.mjs'),
      'shop-react-itself$': require.resolve('react'),
      'react-dom/server$': path.join(SHIMS, 'react-dom-server.mjs'),
      'shop-react-dom-server-itself$': require.resolve('react-dom/server'),
    };
  }
  return {
    react$: path.join(SHIMS, 'react.mjs'),
    'react/jsx-runtime$': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
    'react-dom$': path.join(SHIMS, 'react-dom.mjs'),
    'react-dom/client$': path.join(SHIMS, 'react-dom-client.mjs'),
  };
}

/** Preact's own modules, shared as React's are: one copy of its core and hooks per page. */
const PREACT_SINGLETONS = ['preact', 'preact/hooks', 'preact/compat', 'preact/jsx-runtime'];

// Preact's subpath folders have no version of their own, and the shims' folder has the build
// config's: every React and Preact entry is shared at the Preact version it was built with.
const PREACT_VERSION = require('preact/package.json').version;

/** The shared names a browser build on Preact provides from Preact: its own and React's aliased ones. */
const PREACT_PROVIDED = new Set([
  ...PREACT_SINGLETONS,
  ...Object.keys(reactAliases()).map((alias) => alias.replace(/\$$/, '')),
]);

/** The version a shared React or Preact entry is provided at, when built on Preact. */
function rendererVersion(name) {
  return onPreact() && PREACT_PROVIDED.has(name) ? { version: PREACT_VERSION } : {};
}

module.exports = { reactAliases, onPreact, rendererVersion, PREACT_SINGLETONS };
