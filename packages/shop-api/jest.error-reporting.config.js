// The API's error-reporting suite alone, in a Jest process of its own: @sentry/node's init
// patches process-wide modules, which breaks suites run after it in the same worker.
const base = require('./jest.config');

module.exports = {
  ...base,
  displayName: '@shop/shop-api (error reports)',
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: ['<rootDir>/src/plugins/error-reporting.test.ts'],
  // Jest 30 wraps what a test file left on globalThis in warning accessors after it; Sentry sets
  // `__SENTRY__.version` again as the process ends, and the wrapped setter recursed until the
  // stack overflowed (a crash after "2 passed" in CI). This process runs only this suite.
  testEnvironmentOptions: { ...base.testEnvironmentOptions, globalsCleanup: 'off' },
};
