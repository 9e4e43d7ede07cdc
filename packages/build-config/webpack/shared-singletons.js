const { onPreact, rendererVersion, PREACT_SINGLETONS } = require('./react-on-preact');

// Libraries that must exist once per page (ARCHITECTURE §2, §7): two copies
// of React, the bus or the intl runtime would split state between remotes.
// rxjs is not listed: only @shop/event-bus uses it, and the bus is the singleton, so the
// bus's chunk carries just the operators it imports (ADR 9) instead of all of rxjs.
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-intl',
  '@shop/event-bus',
  '@shop/i18n',
  // The data layer (ADR 23): one query client and cache per page. TanStack Query is not listed:
  // it lives inside this package as rxjs lives inside the bus, so the page carries one copy of
  // just the parts the shop uses.
  '@shop/data',
  // Error codes and the scrubbing of personal data: the bus and the data layer import them,
  // and each shared chunk carried a copy of its own (measured in ADR 38).
  '@shop/error-codes',
  // single-spa patches window.history; a second copy would patch it twice.
  'single-spa',
  // React's entry points are Preact's when built on it (react-on-preact.js).
  ...(onPreact() ? PREACT_SINGLETONS : []),
];

/**
 * `eager`: the shell's copy is in its first script instead of a file of its own each (ADR 42):
 * the shell provides them all at start, and one file is one request instead of about a dozen.
 */
function sharedConfig({ eager = false } = {}) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: false,
        strictVersion: false,
        ...(eager ? { eager: true } : {}),
        ...rendererVersion(name),
      },
    ]),
  );
}

module.exports = { SHARED_SINGLETONS, sharedConfig };
