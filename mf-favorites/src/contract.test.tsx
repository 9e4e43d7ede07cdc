import { describeRemoteContract } from '@shop/ui/contract-testing';

describeRemoteContract({
  remote: 'favorites',
  contractFile: __filename,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config
  webpackConfig: require('../webpack.config.js'),
  modules: {
    './app': () => import('./app'),
    './favorites-sync': () => import('./exposed/favorites-sync'),
  },
});
