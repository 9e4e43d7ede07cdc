const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/validation',
  environment: 'node',
  coverageThreshold: { global: { lines: 100, branches: 100, functions: 100, statements: 100 } },
  extra: { collectCoverage: true },
});
