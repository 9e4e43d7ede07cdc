const { createJestConfig } = require('./jest/create-jest-config');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/build-config',
  environment: 'node',
  extra: { testMatch: ['<rootDir>/webpack/**/*.test.ts'] },
});
