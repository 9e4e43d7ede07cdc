const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'favorites',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
    // Started by the shell on every page: the one owner of the wishlist state.
    './favorites-sync': './src/exposed/favorites-sync.ts',
  },
});
