import { describeRemoteContract } from '@shop/ui/contract-testing';

describeRemoteContract({
  remote: 'profile-auth',
  contractFile: __filename,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config
  webpackConfig: require('../webpack.config.js'),
  modules: {
    './app': () => import('./app'),
    './popups/auth': () => import('./popups/auth'),
    './popups/profile-bonuses': () => import('./popups/profile-bonuses'),
    './popups/already-insider': () => import('./popups/already-insider'),
    './popups/loyalty-tooltip': () => import('./popups/loyalty-tooltip'),
  },
});
