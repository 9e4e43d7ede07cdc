const { createWebpackConfig } = require('@shop/build-config/webpack');

module.exports = createWebpackConfig({ app: 'shell', dirname: __dirname });
