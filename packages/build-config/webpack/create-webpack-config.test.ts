import path from 'node:path';

// A CommonJS build module: required as webpack requires it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackConfig } = require('./create-webpack-config') as {
  createWebpackConfig: (options: {
    app: string;
    dirname: string;
  }) => (env: object, argv: { mode: string }) => { devtool: string | false };
};

describe("the factory's source maps", () => {
  const configFor = (app: string, folder: string, mode: string) =>
    createWebpackConfig({ app, dirname: path.resolve(__dirname, '../../..', folder) })(
      {},
      { mode },
    );

  it.each([
    ['shell', 'shell'],
    ['catalog', 'mf-catalog'],
  ])(
    '%s: a production build writes maps no script points at (the servers never publish them)',
    (app, folder) => {
      expect(configFor(app, folder, 'production').devtool).toBe('hidden-source-map');
    },
  );

  it('keeps full maps for the dev servers', () => {
    expect(configFor('catalog', 'mf-catalog', 'development').devtool).toBe(
      'eval-cheap-module-source-map',
    );
  });
});
