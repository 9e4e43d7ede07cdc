const { createWebpackConfig } = require('@shop/build-config/webpack');
const { withServerBuild } = require('@shop/build-config/webpack/server');

// The Node build renders the chrome into every served page, and the shell's own pages (ADR 13).
module.exports = withServerBuild(createWebpackConfig({ app: 'shell', dirname: __dirname }), {
  app: 'shell',
  dirname: __dirname,
  entry: './src/server.ts',
});
