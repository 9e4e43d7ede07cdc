import path from 'node:path';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';

interface Source {
  source(): string | Buffer;
  map(): { sources: string[]; mappings: string; names: string[]; version: number } | null;
}
interface PluginModule {
  minifyCss: (css: string, file: string, map?: object) => Promise<Source>;
  MinifyCssPlugin: new () => object;
}
interface ConfigModule {
  createWebpackConfig: (options: {
    app: string;
    dirname: string;
  }) => (env: object, argv: { mode: string }) => { plugins: unknown[] };
}
// CommonJS build modules: required as webpack requires them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { minifyCss, MinifyCssPlugin } = require('./minify-css-plugin') as PluginModule;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackConfig } = require('./create-webpack-config') as ConfigModule;

/** A sheet as mini-css-extract-plugin writes it: a comment, then a rule from a module. */
const SHEET = [
  '/*',
  ' * Only a pointer that can hover shows the second photo.',
  ' */',
  '.catalog__hover {',
  '  display: none;',
  '  opacity: 0;',
  '}',
  '',
].join('\n');

/** Its map: the rule comes from line 12 of card-photos.module.css. */
function sheetMap() {
  const map = new SourceMapGenerator({ file: 'styles.css' });
  map.addMapping({
    generated: { line: 4, column: 0 },
    original: { line: 12, column: 0 },
    source: 'webpack://catalog/./src/card-photos.module.css',
  });
  return map.toJSON();
}

describe('the production style sheets are minified', () => {
  it('drops comments and whitespace, keeps the rules, and maps them to their sources', async () => {
    const minified = await minifyCss(SHEET, 'styles.css', sheetMap());
    const css = String(minified.source());
    expect(css).not.toContain('Only a pointer');
    expect(css.length).toBeLessThan(SHEET.length / 2);
    expect(css).toContain('.catalog__hover{');
    expect(css).toContain('display:none');
    expect(css).toContain('opacity:0');

    const map = minified.map();
    expect(map?.sources).toEqual(['webpack://catalog/./src/card-photos.module.css']);
    const rule = new SourceMapConsumer(map as never).originalPositionFor({ line: 1, column: 0 });
    expect(rule).toMatchObject({
      source: expect.stringContaining('card-photos.module.css'),
      line: 12,
    });
  });

  it('is in the production builds only', () => {
    const configFor = (mode: string) =>
      createWebpackConfig({
        app: 'catalog',
        dirname: path.resolve(__dirname, '../../../mf-catalog'),
      })({}, { mode });
    const minifies = (mode: string) =>
      configFor(mode).plugins.some((plugin) => plugin instanceof MinifyCssPlugin);
    expect(minifies('production')).toBe(true);
    expect(minifies('development')).toBe(false);
  });
});
