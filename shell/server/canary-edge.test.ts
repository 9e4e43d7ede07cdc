/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CANARY_BUCKET_COOKIE } from './canary-bucket';
import { startCanary, type CanaryRegistry } from './canary';
import { ClientBeacons } from './client-beacons';
import { buildShellServer } from './shell-server';

// The edge's side of a canary (ADR 33): which visitor gets which version, and the automatic rollback.

const STABLE = 'http://cdn.test/catalog/v1/mf-manifest.json';
const CANARY = 'http://cdn.test/catalog/v2/mf-manifest.json';
const FAVORITES = 'http://cdn.test/favorites/v1/mf-manifest.json';

// The registry's file as a deploy on this machine leaves it (a whole new file each time).
const writeRegistry = (file: string, registry: CanaryRegistry) => {
  writeFileSync(`${file}.tmp`, JSON.stringify(registry));
  renameSync(`${file}.tmp`, file);
};
const readRegistry = (file: string): CanaryRegistry => JSON.parse(readFileSync(file, 'utf8'));

describe('canary releases on the edge', () => {
  let shell: FastifyInstance;
  let registryFile: string;
  const beacons = new ClientBeacons();

  const stable = (): CanaryRegistry => ({
    catalog: { current: STABLE, history: [STABLE] },
    favorites: { current: FAVORITES, history: [FAVORITES] },
  });
  const cookie = (bucket: number) => ({ cookie: `${CANARY_BUCKET_COOKIE}=${bucket}` });
  const registryOf = async (headers: Record<string, string> = {}) =>
    (await shell.inject({ url: '/remotes.json', headers })).json<Record<string, string>>();

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'canary-edge-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang=ru><head><title>Jewelry</title></head><body></body></html>',
    );
    registryFile = join(dist, 'registry.json');
    shell = await buildShellServer({
      distDir: dist,
      registryFile,
      // Nothing listens there: the pages here need no API.
      apiOrigin: 'http://127.0.0.1:9',
      clientBeacons: beacons,
      canaryPolicy: { margin: 0.1, minVisitors: 4, checkIntervalMs: 100 },
    });
    await shell.ready();
  });

  afterAll(async () => {
    await shell.close();
  });

  beforeEach(() => writeRegistry(registryFile, stable()));

  it('without a canary, sets no cookie and serves the stable versions', async () => {
    const answer = await shell.inject({ url: '/remotes.json' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.json()).toEqual({ catalog: STABLE, favorites: FAVORITES });
  });

  it('serves the canary to visitors of the buckets below its percent, in the page and in /remotes.json', async () => {
    writeRegistry(registryFile, startCanary(stable(), 'catalog', CANARY, 50, new Date()));
    expect(await registryOf(cookie(0))).toEqual({ catalog: CANARY, favorites: FAVORITES });
    expect(await registryOf(cookie(49))).toEqual({ catalog: CANARY, favorites: FAVORITES });
    expect(await registryOf(cookie(50))).toEqual({ catalog: STABLE, favorites: FAVORITES });
    for (const [bucket, manifest, other] of [
      [7, CANARY, STABLE],
      [93, STABLE, CANARY],
    ] as const) {
      const page = await shell.inject({
        url: '/catalog',
        headers: { host: 'shop.test.ru', ...cookie(bucket) },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(manifest);
      expect(page.body).not.toContain(other);
      expect(page.headers['set-cookie']).toBeUndefined();
    }
  });

  it('gives a new visitor a bucket on the first page, kept by its later /remotes.json', async () => {
    writeRegistry(registryFile, startCanary(stable(), 'catalog', CANARY, 50, new Date()));
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const page = await shell.inject({ url: '/catalog', headers: { host: 'shop.test.com' } });
      const setCookie = String(page.headers['set-cookie']);
      const bucket = new RegExp(`${CANARY_BUCKET_COOKIE}=(\\d+);`).exec(setCookie)?.[1];
      expect(bucket).toBeDefined();
      // Its answer carries a cookie of this visitor: no cache in front may keep it.
      expect(page.headers['cache-control']).not.toContain('public');
      const served = page.body.includes(CANARY) ? CANARY : STABLE;
      expect((await registryOf({ cookie: `${CANARY_BUCKET_COOKIE}=${bucket}` })).catalog).toBe(
        served,
      );
      seen.add(served);
    }
    // 40 visitors at 50 %: both versions are served (one-sided by chance once in 2^39).
    expect(seen).toEqual(new Set([CANARY, STABLE]));
  });

  it('rolls a failing canary back by itself and records why; every visitor then gets stable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeRegistry(registryFile, startCanary(stable(), 'catalog', CANARY, 50, new Date()));
    // The watch first sees the canary (judged from then on), then the browsers' beacons arrive.
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (let visitor = 0; visitor < 4; visitor += 1) {
      beacons.recordView('catalog', CANARY, `198.51.100.${visitor}`);
      beacons.recordError('catalog', CANARY, 'boundary', `198.51.100.${visitor}`);
      beacons.recordView('catalog', STABLE, `203.0.113.${visitor}`);
    }
    const deadline = Date.now() + 3000;
    while (!readRegistry(registryFile).catalog?.canary?.decision) {
      if (Date.now() > deadline) throw new Error('the canary was not rolled back');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const entry = readRegistry(registryFile).catalog;
    expect(entry?.current).toBe(STABLE);
    expect(entry?.canary).toMatchObject({
      decision: 'rolled-back',
      decidedBy: expect.stringMatching(/^shell /),
      reason:
        'error rate over the margin: canary 1.000 (4 of 4 visitors with errors) against stable 0.000 (0 of 4 visitors with errors), margin 0.1',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SHELL-038 catalog: canary'));
    warn.mockRestore();
    for (const bucket of [0, 49, 99])
      expect((await registryOf(cookie(bucket))).catalog).toBe(STABLE);
  });
});
