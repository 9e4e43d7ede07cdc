// Root Jest run: every workspace's own jest.config.js as a project. The shared
// rules packages run on their own (`npm run test:rules`) because Jest applies a
// project's coverage threshold only when that config is the one being run.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const RULES_PACKAGES = new Set(['packages/storefront', 'packages/validation', 'packages/i18n']);

const workspaces = [
  ...readdirSync(join(__dirname, 'packages')).map((name) => `packages/${name}`),
  'shell',
  ...readdirSync(__dirname).filter((name) => name.startsWith('mf-')),
  // The repository scripts' own tests (the new:remote generator runs into a scratch copy).
  'scripts',
];

module.exports = {
  // A global option (Jest ignores it inside projects): the API suites start real servers,
  // and the very first start on a fresh clone draws the catalogue's images.
  testTimeout: 60_000,
  // Jest's default on a 2-core machine is one worker (cores - 1), which runs every suite in
  // band; most suites wait on real servers and sockets, so two workers overlap those waits.
  maxWorkers: 2,
  projects: [
    ...workspaces
      .filter(
        (dir) => !RULES_PACKAGES.has(dir) && existsSync(join(__dirname, dir, 'jest.config.js')),
      )
      .map((dir) => `<rootDir>/${dir}/jest.config.js`),
    // The API suite runs a second time on PostgreSQL when a server is given (CI starts one).
    ...(process.env.SHOP_API_TEST_DATABASE_URL
      ? ['<rootDir>/packages/shop-api/jest.postgres.config.js']
      : []),
  ],
};
