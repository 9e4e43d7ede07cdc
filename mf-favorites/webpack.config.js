const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'favorites',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
  },
});
