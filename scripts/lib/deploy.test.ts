// A deployment publishes the build without its source maps and keeps the maps aside.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_VERSION } from '@shop/types';
import { deployRemote, sourceMapsDir } from './deploy';
import { originRoot } from './static-origin';

describe('deploying a remote', () => {
  const saved = process.env.SHOP_DEPLOY_DIR;
  const work = mkdtempSync(join(tmpdir(), 'deploy-'));

  beforeAll(() => {
    process.env.SHOP_DEPLOY_DIR = join(work, 'deploy');
  });

  afterAll(() => {
    if (saved === undefined) delete process.env.SHOP_DEPLOY_DIR;
    else process.env.SHOP_DEPLOY_DIR = saved;
  });

  it('keeps the source maps out of the folder its origin serves', async () => {
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ metaData: { shopContract: CONTRACT_VERSION } }),
    );
    writeFileSync(join(dist, 'main.js'), 'console.log(1)');
    writeFileSync(join(dist, 'main.js.map'), '{"version":3}');
    writeFileSync(join(dist, 'styles.1.css.map'), '{"version":3}');
    writeFileSync(join(dist, 'server', 'remoteEntry.js'), 'module.exports = {}');
    writeFileSync(join(dist, 'server', 'remoteEntry.js.map'), '{"version":3}');

    await deployRemote('catalog', {
      buildDir: dist,
      version: 'v1',
      registryFile: join(work, 'registry.json'),
    });

    const root = originRoot(join(work, 'deploy'), 'catalog');
    const published = join(root, 'v1');
    expect(readFileSync(join(published, 'main.js'), 'utf8')).toBe('console.log(1)');
    expect(existsSync(join(published, 'server', 'remoteEntry.js'))).toBe(true);
    for (const map of ['main.js.map', 'styles.1.css.map', 'server/remoteEntry.js.map']) {
      expect(existsSync(join(published, map))).toBe(false);
      expect(readFileSync(join(sourceMapsDir('catalog', 'v1'), map), 'utf8')).toBe('{"version":3}');
    }
    expect(sourceMapsDir('catalog', 'v1').startsWith(root)).toBe(false);
  });
});
