import { describeRemoteContract } from '@shop/ui/contract-testing';

describeRemoteContract({
  remote: 'catalog',
  contractFile: __filename,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config
  webpackConfig: require('../webpack.config.js'),
  modules: {
    './app': () => import('./app'),
    './ProductCard': () => import('./exposed/product-card'),
    './BestsellersSlider': () => import('./exposed/bestsellers-slider'),
    './SearchBox': () => import('./exposed/search-box'),
    './popups/product-gallery': () => import('./popups/product-gallery'),
    './popups/ring-size': () => import('./popups/ring-size'),
    './popups/product-delivery': () => import('./popups/product-delivery'),
    './popups/installment-info': () => import('./popups/installment-info'),
    './popups/services': () => import('./popups/services'),
    './popups/composition': () => import('./popups/composition'),
    './popups/stylist-consult': () => import('./popups/stylist-consult'),
    './popups/price-subscription': () => import('./popups/price-subscription'),
    './popups/final-sale': () => import('./popups/final-sale'),
  },
});
