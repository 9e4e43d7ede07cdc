const { createJestConfig } = require('@shop/build-config/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/event-bus',
  environment: 'jsdom',
});
