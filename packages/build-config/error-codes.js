// @shop/build-config's error codes (plain CommonJS: webpack reads this package without a
// TypeScript step), in the shape defineErrorCodes gives; the registry check reads them too.
const BUILD_CONFIG_ERRORS = {
  NO_FEDERATION_PLUGIN: {
    code: 'BUILD-SSR-001',
    meaning: "A remote's server build found no federation plugin in its browser build.",
    source: 'build-config',
  },
};

module.exports = { BUILD_CONFIG_ERRORS, BUILD_CONFIG_PREFIXES: ['BUILD-SSR'] };
