// The API's error-reporting suite alone, in a Jest process of its own: @sentry/node's init
// patches process-wide modules, which breaks suites run after it in the same worker.
const base = require('./jest.config');

module.exports = {
  ...base,
  displayName: '@shop/shop-api (error reports)',
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: ['<rootDir>/src/plugins/error-reporting.test.ts'],
};
