const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'profile-auth',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
    './popups/auth': './src/popups/auth.tsx',
    './popups/profile-bonuses': './src/popups/profile-bonuses.tsx',
    './popups/already-insider': './src/popups/already-insider.tsx',
    './popups/loyalty-tooltip': './src/popups/loyalty-tooltip.tsx',
  },
});
