const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/mf-catalog',
  environment: 'jsdom',
});
