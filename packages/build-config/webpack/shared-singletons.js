// Libraries that must exist once per page (ARCHITECTURE §2, §7): two copies
// of React, the bus or the intl runtime would split state between remotes.
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'rxjs',
  'react-intl',
  '@shop/event-bus',
  '@shop/i18n',
  // single-spa patches window.history; a second copy would patch it twice.
  'single-spa',
];

function sharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: false, strictVersion: false },
    ]),
  );
}

module.exports = { SHARED_SINGLETONS, sharedConfig };
