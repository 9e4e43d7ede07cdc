const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'catalog',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
  },
});
