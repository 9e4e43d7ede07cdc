const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'cart-checkout',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
  },
});
