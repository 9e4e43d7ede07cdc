const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/shop-api',
  environment: 'node',
  // Real HTTP servers on temporary databases: the first start seeds and draws images.
  extra: {
    testTimeout: 30000,
    // @sentry/node patches process-wide modules on init, which breaks the suites run after it
    // in the same Jest worker (stack overflows in Jest's global cleanup): the error-reporting
    // suite runs in a Jest process of its own (jest.error-reporting.config.js, npm run test:unit).
    testPathIgnorePatterns: ['/node_modules/', '/src/plugins/error-reporting\\.test\\.ts$'],
  },
});
