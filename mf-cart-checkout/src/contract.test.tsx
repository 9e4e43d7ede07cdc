import { describeRemoteContract } from '@shop/ui/contract-testing';

describeRemoteContract({
  remote: 'cart-checkout',
  contractFile: __filename,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config
  webpackConfig: require('../webpack.config.js'),
  modules: {
    './app': () => import('./app'),
    './popups/pickup-point-choose': () => import('./popups/pickup-point-choose'),
    './popups/order-comment': () => import('./popups/order-comment'),
    './popups/removed-from-stock': () => import('./popups/removed-from-stock'),
    './popups/failed-payment': () => import('./popups/failed-payment'),
  },
});
