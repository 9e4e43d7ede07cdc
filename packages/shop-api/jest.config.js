const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/shop-api',
  environment: 'node',
  // Real HTTP servers on temporary databases: the first start seeds and draws images.
  extra: { testTimeout: 30000 },
});
