// Production style sheets without comments and whitespace. mini-css-extract-plugin writes
// them as css-loader left them, and a served page inlines its container's sheet in its head,
// where every byte is render-blocking (20.1 → 16.8 KB brotli across the containers,
// docs/benchmark.md). esbuild is the one tsx already installs: no new package is downloaded.
const NAME = 'MinifyCssPlugin';

/**
 * Minifies `css` (named `file`), carrying its source map through: the answer's map points at
 * the original sources when `map` (the sheet's own map) is given.
 */
async function minifyCss(
  css,
  file,
  map,
  { SourceMapSource, RawSource } = require('webpack').sources,
) {
  // Required when a sheet is minified, not when the config is read: the remotes' contract
  // tests read it under jsdom, where esbuild refuses to load (its TextEncoder check).
  const { transform } = require('esbuild');
  const result = await transform(css, {
    loader: 'css',
    minify: true,
    sourcemap: map ? 'external' : false,
    sourcefile: file,
    // The browsers the shop supports read the sheets as written; nothing is lowered.
    target: 'esnext',
  });
  return map
    ? new SourceMapSource(result.code, file, result.map, css, map, true)
    : new RawSource(result.code);
}

class MinifyCssPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // Before the .gz and .br are made (OPTIMIZE_TRANSFER), after the sheets are written.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async () => {
          const sheets = compilation
            .getAssets()
            .filter(({ name, info }) => name.endsWith('.css') && !info.minimized);
          for (const { name, source } of sheets) {
            const { source: css, map } = source.sourceAndMap();
            const minified = await minifyCss(String(css), name, map, compiler.webpack.sources);
            compilation.updateAsset(name, minified, {
              minimized: true,
            });
          }
        },
      );
    });
  }
}

module.exports = { MinifyCssPlugin, minifyCss };
