// The API suite again on PostgreSQL (a real server: SHOP_API_TEST_DATABASE_URL). The root
// Jest run adds this project when that URL is set; .ci/run starts a server and sets it.
const base = require('./jest.config');

module.exports = {
  ...base,
  displayName: '@shop/shop-api (PostgreSQL)',
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest/postgres-env.js'],
  globalSetup: '<rootDir>/jest/postgres-global-setup.js',
  globalTeardown: '<rootDir>/jest/postgres-global-setup.js',
  // @sentry/node patches process-wide hooks on init, and a second init in the same Jest worker
  // (this project's copy of the suite after the SQLite project's) overflows the stack; the
  // suite uses no database, so it runs once, in the SQLite project.
  testPathIgnorePatterns: [
    ...(base.testPathIgnorePatterns ?? []),
    '/src/plugins/error-reporting\\.test\\.ts$',
  ],
};
