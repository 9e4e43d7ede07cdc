const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/shell',
  environment: 'jsdom',
});
