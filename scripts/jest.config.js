const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: 'scripts',
  environment: 'node',
  extra: { testMatch: ['<rootDir>/**/*.test.ts'] },
});
