const { createWebpackConfig } = require('./webpack/create-webpack-config');
const { createJestConfig } = require('./jest/create-jest-config');
const { SHARED_SINGLETONS, sharedConfig } = require('./webpack/shared-singletons');
const { APPS, API_PORT } = require('./webpack/ports');
const { onPreact } = require('./webpack/react-on-preact');
const {
  CHROMIUM_PATH,
  E2E_CHROMIUM_PATH,
  CHROMIUM_FLAGS,
  MOBILE_PROFILE,
  throttleLikeMobile,
} = require('./chromium');

module.exports = {
  createWebpackConfig,
  createJestConfig,
  SHARED_SINGLETONS,
  sharedConfig,
  onPreact,
  APPS,
  API_PORT,
  CHROMIUM_PATH,
  E2E_CHROMIUM_PATH,
  CHROMIUM_FLAGS,
  MOBILE_PROFILE,
  throttleLikeMobile,
};
