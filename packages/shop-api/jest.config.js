const { createJestConfig } = require('@shop/build-config/jest');

// kysely, typebox (.mjs) and a few @fastify dependencies ship ESM only: let SWC
// transform them for Jest (CommonJS on Node 20).
const ESM_ONLY = ['kysely', 'typebox', '@fastify/type-provider-typebox', 'content-disposition'];

const config = createJestConfig({
  rootDir: __dirname,
  displayName: '@shop/shop-api',
  environment: 'node',
  extra: {
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)(?!.*/node_modules/)`],
    testTimeout: 30000,
  },
});
const [pattern, swc] = Object.entries(config.transform)[0];
config.transform = { [pattern]: swc, '^.+\\.mjs$': swc };

module.exports = config;
