const { createJestConfig } = require('@shop/build-config/jest');

const base = createJestConfig({ rootDir: __dirname, displayName: 'x', environment: 'jsdom' });
// swiper/react ships only .mjs files, which the shared transform pattern does not cover.
const transform = { '^.+\\.(t|j)sx?$|^.+\\.mjs$': Object.values(base.transform)[0] };
// 'swiper/css' resolves to a .css file through package exports; the name itself has no extension.
const moduleNameMapper = { '^swiper/css$': base.moduleNameMapper['\\.css$'], ...base.moduleNameMapper };

module.exports = createJestConfig({ rootDir: __dirname, displayName: '@shop/mf-catalog', environment: 'jsdom', extra: { transform, moduleNameMapper } });
