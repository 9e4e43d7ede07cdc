import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './apps';
import { scaffoldRemote } from './new-remote';
import { scratchCopy } from './scratch-copy';

// A production build and the generated suite (with its TypeScript contract check) on 2 cores.
const GENERATE_BUILD_AND_TEST = 300_000;

function run(cwd: string, args: string[], nodeEnv: 'production' | 'test') {
  const result = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: nodeEnv, CI: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('npm run new:remote', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'shop-new-remote-'));
    scratchCopy(ROOT, scratch);
  }, GENERATE_BUILD_AND_TEST);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'scaffolds a remote that builds and whose generated tests pass',
    () => {
      const result = scaffoldRemote(scratch, { name: 'gift-wrap', route: '/gift-wrap' });
      expect(result).toMatchObject({ folder: 'mf-gift-wrap', container: 'gift_wrap' });
      expect(result.port).toBeGreaterThanOrEqual(8086);

      const read = (path: string) => readFileSync(join(scratch, path), 'utf8');
      expect(read('packages/routes/src/route-table.ts')).toContain(
        "page('gift-wrap', '/gift-wrap', 'gift-wrap')",
      );
      for (const locale of ['ru', 'en'])
        expect(read(`packages/i18n/src/messages/${locale}.ts`)).toContain("'route.gift-wrap':");
      expect(read('eslint.config.mjs')).toContain("'mf-gift-wrap'");
      expect(read('scripts/lib/apps.ts')).toContain("'gift-wrap'");
      expect(read('packages/build-config/webpack/ports.js')).toContain(`port: ${result.port}`);
      expect(read('e2e/specs/gift-wrap-smoke.spec.ts')).toContain("page.goto('/gift-wrap')");

      const folder = join(scratch, 'mf-gift-wrap');
      const build = run(
        folder,
        [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
        'production',
      );
      expect({ status: build.status, output: build.status === 0 ? '' : build.output }).toEqual({
        status: 0,
        output: '',
      });
      const manifest = JSON.parse(read('mf-gift-wrap/dist/mf-manifest.json')) as {
        metaData: { shopContract?: string };
        exposes: Array<{ path: string }>;
      };
      expect(manifest.metaData.shopContract).toMatch(/^\d+\.\d+\.\d+$/);
      expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./app']);

      const tests = run(
        folder,
        [join(ROOT, 'node_modules/jest/bin/jest.js'), '-c', join(folder, 'jest.config.js'), '--ci'],
        'test',
      );
      expect({ status: tests.status, output: tests.status === 0 ? '' : tests.output }).toEqual({
        status: 0,
        output: '',
      });
      expect(tests.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    },
    GENERATE_BUILD_AND_TEST,
  );

  it('refuses a name or route that is taken, before touching anything', () => {
    expect(() => scaffoldRemote(scratch, { name: 'favorites', route: '/favs' })).toThrow(
      'NEW-REMOTE-001',
    );
    expect(() => scaffoldRemote(scratch, { name: 'wish-list', route: '/wishlist' })).toThrow(
      'NEW-REMOTE-001',
    );
    expect(() => scaffoldRemote(scratch, { name: 'Bad Name', route: '/x' })).toThrow(
      'NEW-REMOTE-001',
    );
  });
});
