// The one Jest configuration factory every workspace uses, so ESM-only
// dependencies, CSS stubs and the SWC transform are set up in one place.
const { existsSync } = require('node:fs');
const path = require('node:path');

// ESM-only packages that Jest (CommonJS on Node 20) must transform (ARCHITECTURE §7).
const ESM_ONLY = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'swiper',
  'ssr-window',
  'dom7',
  'kysely',
  'typebox',
  '@fastify/type-provider-typebox',
  'content-disposition',
  'cookie',
  // The API's OAuth client and the stand-in identity provider of its tests.
  'openid-client',
  'oauth4webapi',
  'jose',
  'oauth2-mock-server',
  'is-plain-obj',
  // MSW 2, the unit suites' network (@shop/api-client/testing).
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
];

function createJestConfig({
  rootDir,
  displayName,
  environment = 'jsdom',
  coverageThreshold,
  extra = {},
}) {
  const isDom = environment === 'jsdom';
  return {
    displayName,
    rootDir,
    testEnvironment: isDom ? path.join(__dirname, 'jsdom-with-fetch.js') : environment,
    testMatch: [
      '<rootDir>/src/**/*.test.ts',
      '<rootDir>/src/**/*.test.tsx',
      '<rootDir>/server/**/*.test.ts',
      '<rootDir>/scripts/**/*.test.ts',
    ],
    transform: {
      '^.+\\.m?[tj]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Only the innermost node_modules segment decides (packages nest their own copies).
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)(?!.*/node_modules/)`],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      // Swiper's style entry points carry no .css in the specifier.
      '^swiper/css(/.*)?$': path.join(__dirname, 'style-stub.js'),
      '\\.(png|jpe?g|webp|svg)$': path.join(__dirname, 'file-stub.js'),
    },
    resolver: path.join(__dirname, 'resolver.js'),
    // An app's src/testing/setup.ts, when it has one, gives renderWithShop its catalogue once.
    setupFilesAfterEnv: [
      ...(isDom ? [path.join(__dirname, 'setup-dom.js')] : []),
      ...(existsSync(path.join(rootDir, 'src/testing/setup.ts'))
        ? ['<rootDir>/src/testing/setup.ts']
        : []),
    ],
    clearMocks: true,
    restoreMocks: true,
    ...(coverageThreshold
      ? {
          collectCoverageFrom: [
            '<rootDir>/src/**/*.{ts,tsx}',
            '!<rootDir>/src/**/*.test.{ts,tsx}',
            '!<rootDir>/src/index.ts',
          ],
          coverageThreshold,
        }
      : {}),
    ...extra,
  };
}

module.exports = { createJestConfig };
