const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({
  app: 'certificates',
  dirname: __dirname,
  exposes: {
    './app': './src/app.tsx',
    './popups/make-happy': './src/popups/make-happy.tsx',
  },
});
