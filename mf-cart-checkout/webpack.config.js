const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'cart-checkout',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
    './popups/pickup-point-choose': './src/popups/pickup-point-choose.tsx',
    './popups/order-comment': './src/popups/order-comment.tsx',
    './popups/removed-from-stock': './src/popups/removed-from-stock.tsx',
    './popups/failed-payment': './src/popups/failed-payment.tsx',
  },
});
