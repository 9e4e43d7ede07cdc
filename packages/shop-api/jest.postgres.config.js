// The API suite again on PostgreSQL (a real server: SHOP_API_TEST_DATABASE_URL). The root
// Jest run adds this project when that URL is set; .ci/run starts a server and sets it.
const base = require('./jest.config');

module.exports = {
  ...base,
  displayName: '@shop/shop-api (PostgreSQL)',
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest/postgres-env.js'],
  globalSetup: '<rootDir>/jest/postgres-global-setup.js',
  globalTeardown: '<rootDir>/jest/postgres-global-setup.js',
};
