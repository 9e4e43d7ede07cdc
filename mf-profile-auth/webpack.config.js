const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'profile-auth',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
  },
});
