/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack plugin
const { BootAssetsPlugin } = require('./boot-assets-plugin') as {
  BootAssetsPlugin: new () => webpack.WebpackPluginInstance;
};

/** A host in miniature: an entry that starts asynchronously, a start-up and a lazy page. */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boot-assets-'));
  writeFileSync(join(dir, 'index.js'), "import('./bootstrap');\n");
  writeFileSync(join(dir, 'bootstrap.js'), "import('./lazy-page');\nexport const started = 1;\n");
  writeFileSync(join(dir, 'lazy-page.js'), 'export const page = 2;\n');
  return dir;
}

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
        optimization: { chunkIds: 'named' },
        plugins: [new BootAssetsPlugin()],
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else resolve();
      },
    );
  });
}

describe('BootAssetsPlugin', () => {
  it("lists the start-up chunk of the entry's dynamic import, not the lazy pages below it", async () => {
    const dir = fixture();
    await build(dir);
    const assets = JSON.parse(readFileSync(join(dir, 'dist', 'boot-assets.json'), 'utf8')) as {
      js: string[];
      css: string[];
    };
    expect(assets).toEqual({ js: ['bootstrap_js.js'], css: [] });
  }, 30_000);
});
