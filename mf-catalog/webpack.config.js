const { createWebpackConfig } = require('@shop/build-config/webpack');
const { withServerBuild } = require('@shop/build-config/webpack/server');

const browser = createWebpackConfig({
  app: 'catalog',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
    './ProductCard': './src/exposed/product-card.tsx',
    './BestsellersSlider': './src/exposed/bestsellers-slider.tsx',
    './SearchBox': './src/exposed/search-box.tsx',
    './popups/product-gallery': './src/popups/product-gallery.tsx',
    './popups/ring-size': './src/popups/ring-size.tsx',
    './popups/product-delivery': './src/popups/product-delivery.tsx',
    './popups/installment-info': './src/popups/installment-info.tsx',
    './popups/services': './src/popups/services.tsx',
    './popups/composition': './src/popups/composition.tsx',
    './popups/stylist-consult': './src/popups/stylist-consult.tsx',
    './popups/price-subscription': './src/popups/price-subscription.tsx',
    './popups/final-sale': './src/popups/final-sale.tsx',
  },
});

// The Node build serves the shell's server-rendered pages (ADR 13).
module.exports = withServerBuild(browser, {
  app: 'catalog',
  dirname: __dirname,
  exposes: { './server': './src/server.tsx' },
});
