// Lists the files a host's asynchronous start needs, so its server can announce them in the
// HTML (`<link rel=preload>`) instead of the browser discovering them one round trip later,
// after the entry script has run (issue #12, "shorter critical chain").
const { Compilation, sources } = require('webpack');

const PROVIDE_SHARED = 'provide-module';

/**
 * The chunk groups a start loads: the group of the entry's dynamic `import(request)` and the
 * host's own copies of the shared libraries (react, react-dom…), which the host provides to
 * the share scope and its start then consumes. (The consumers' fallback groups stay out: the
 * host's provided copy is the one the runtime picks.) Lazy pages and popups load when used.
 */
function bootGroups(compilation, request) {
  return compilation.chunkGroups.filter(
    (group) =>
      group.origins.some((origin) => origin.request === request) ||
      (group.origins.length > 0 &&
        group.origins.every((origin) => origin.module?.type === PROVIDE_SHARED)),
  );
}

/** Writes `boot-assets.json`: `{ js: [...], css: [...] }`, paths relative to the output. */
class BootAssetsPlugin {
  /** @param {{ request?: string, filename?: string }} [options] */
  constructor({ request = './bootstrap', filename = 'boot-assets.json' } = {}) {
    this.request = request;
    this.filename = filename;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After hashing and minification: the names are the final ones.
        { name: 'BootAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set(bootGroups(compilation, this.request).flatMap((g) => g.getFiles()));
          const list = [...files].filter((file) => !file.endsWith('.map')).sort();
          const assets = {
            js: list.filter((file) => file.endsWith('.js')),
            css: list.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset(
            this.filename,
            new sources.RawSource(JSON.stringify(assets, null, 2) + '\n'),
          );
        },
      );
    });
  }
}

module.exports = { BootAssetsPlugin, bootGroups };
