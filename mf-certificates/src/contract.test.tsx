import { describeRemoteContract } from '@shop/ui/contract-testing';

describeRemoteContract({
  remote: 'certificates',
  contractFile: __filename,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config
  webpackConfig: require('../webpack.config.js'),
  modules: {
    './app': () => import('./app'),
    './popups/make-happy': () => import('./popups/make-happy'),
  },
});
