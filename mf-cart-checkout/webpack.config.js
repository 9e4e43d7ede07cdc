const { createWebpackConfig } = require('@shop/build-config/webpack');
const { withServerBuild } = require('@shop/build-config/webpack/server');

const browser = createWebpackConfig({
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

// The Node build serves the empty cart of a visitor without a session (ADR 43).
module.exports = withServerBuild(browser, {
  app: 'cart-checkout',
  dirname: __dirname,
  exposes: { './server': './src/server.tsx' },
});
