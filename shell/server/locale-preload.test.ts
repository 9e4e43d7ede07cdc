/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  companionPreloadHints,
  localePreloadHints,
  MANIFEST_WAIT_MS,
  ownerAppPreloadHints,
} from './locale-preload';

/** The slow manifest's answer time: twenty times the page's wait for it. */
const SLOW_MANIFEST_MS = MANIFEST_WAIT_MS * 20;
import { manifestOf } from './remote-manifest';

describe('localePreloadHints', () => {
  let origin: FastifyInstance;
  let manifestUrl: string;
  const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));

  beforeAll(async () => {
    for (const file of [
      'main.js',
      'i18n-ru.0a1b2c3d.js',
      'i18n-en.4e5f6a7b.js',
      'messages-ru.11111111.js',
      'messages-en.22222222.js',
      'messages-ru.11111111.js.map',
    ])
      writeFileSync(join(dist, file), '');
    // The servers under test keep connections alive (fetch): close must not wait for them.
    origin = Fastify({ forceCloseConnections: true });
    origin.get('/v1/mf-manifest.json', async () => ({
      metaData: { publicPath: 'auto' },
      exposes: [
        {
          name: 'app',
          assets: {
            js: {
              sync: ['7.aa.js', '__federation_expose_app.bb.js'],
              async: ['4923.51d98941.js', 'messages-ru.975af27e.js', 'messages-en.237ad387.js'],
            },
            css: { sync: ['styles.cc.css'] },
          },
        },
        {
          name: 'BestsellersSlider',
          assets: {
            js: {
              sync: ['7.aa.js', '__federation_expose_BestsellersSlider.dd.js'],
              async: ['messages-ru.975af27e.js', 'messages-en.237ad387.js', '9.ee.js'],
            },
            css: { sync: ['styles.cc.css'] },
          },
        },
      ],
    }));
    // Slow by far: a page that waited for it would take seconds, one that gives up after the
    // short wait takes a fraction of that even on a busy machine (CI once timed 432 ms).
    origin.get('/slow/mf-manifest.json', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MANIFEST_MS));
      return { metaData: {}, exposes: [] };
    });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    const address = origin.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    manifestUrl = `http://127.0.0.1:${port}/v1/mf-manifest.json`;
    // Read once, as a served page finds it after the edge's warm-up: these tests are about
    // which hints a page gets. A first read over a cold connection took past the wait on a
    // busy CI machine; the wait has its own test (the slow manifest below).
    await manifestOf(manifestUrl);
  });

  afterAll(() => origin.close());

  const hrefs = (hints: string) => [...hints.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    ['ru', ['/i18n-ru.0a1b2c3d.js', '/messages-ru.11111111.js', 'messages-ru.975af27e.js']],
    ['en', ['/i18n-en.4e5f6a7b.js', '/messages-en.22222222.js', 'messages-en.237ad387.js']],
  ] as const)(
    'preloads only the %s chunks of the shell and of the owner, at low priority',
    async (locale, [shared, shell, owner]) => {
      const hints = await localePreloadHints(dist, manifestUrl, locale);
      expect(hrefs(hints)).toEqual([shared, shell, new URL(owner, manifestUrl).href]);
      expect(hints.match(/<link /g)).toHaveLength(3);
      expect(hints).not.toContain(locale === 'ru' ? '-en.' : '-ru.');
      expect(hints).toContain('rel="preload" as="script"');
      expect(hints).toContain('fetchpriority="low"');
    },
  );

  it("leaves the owner's chunk out when its manifest cannot be read", async () => {
    const down = manifestUrl.replace('/v1/', '/gone/');
    expect(hrefs(await localePreloadHints(dist, down, 'ru'))).toEqual([
      '/i18n-ru.0a1b2c3d.js',
      '/messages-ru.11111111.js',
    ]);
    expect(hrefs(await localePreloadHints(dist, undefined, 'en'))).toHaveLength(2);
  });

  it('does not hold the page longer than a short wait for a slow manifest', async () => {
    const started = Date.now();
    const hints = await localePreloadHints(dist, manifestUrl.replace('/v1/', '/slow/'), 'ru');
    expect(Date.now() - started).toBeLessThan(SLOW_MANIFEST_MS / 2);
    expect(hrefs(hints)).toHaveLength(2);
  });
  it("preloads the owner's ./app styles and code for a page the browser renders", async () => {
    const hints = await ownerAppPreloadHints(manifestUrl);
    const url = (file: string) => new URL(file, manifestUrl).href;
    expect(hints).toContain(`<link rel="preload" as="style" href="${url('styles.cc.css')}" />`);
    expect(hrefs(hints)).toEqual([
      url('styles.cc.css'),
      url('7.aa.js'),
      url('__federation_expose_app.bb.js'),
    ]);
    expect(await ownerAppPreloadHints(undefined)).toBe('');
  });

  it("preloads a page's companions at low priority: another remote's piece with its texts, and the API reads with the visitor's cookies", async () => {
    const companions = {
      pieces: [{ remote: 'catalog' as const, expose: 'BestsellersSlider' }],
      reads: ['/pd/frontend/bestsellers', '/token'],
    };
    const url = (file: string) => new URL(file, manifestUrl).href;
    const hints = await companionPreloadHints(companions, { catalog: manifestUrl }, 'en', '/api');
    expect(hrefs(hints)).toEqual([
      new URL(manifestUrl).origin,
      manifestUrl,
      url('remoteEntry.js'),
      url('styles.cc.css'),
      url('7.aa.js'),
      url('__federation_expose_BestsellersSlider.dd.js'),
      url('messages-en.237ad387.js'),
      '/api/pd/frontend/bestsellers',
      '/api/token',
    ]);
    // Everything but the connection to the piece's origin, opened at once, at low priority.
    expect(hints.match(/<link /g)).toHaveLength(9);
    expect(hints.match(/fetchpriority="low"/g)).toHaveLength(8);
    // The runtime fetches the manifest without cookies; the API client sends them.
    expect(hints).toContain(`href="${manifestUrl}" as="fetch" crossorigin="anonymous"`);
    expect(hints).toContain('as="fetch" href="/api/token" crossorigin="use-credentials"');
    expect(hints).toContain(`<link rel="preload" as="style" href="${url('styles.cc.css')}"`);
  });

  it('leaves out a piece whose remote is not in the registry, whose manifest is slow, or which it does not expose', async () => {
    const catalogOnly = { pieces: [{ remote: 'catalog' as const, expose: 'BestsellersSlider' }] };
    expect(await companionPreloadHints(undefined, { catalog: manifestUrl }, 'ru', '/api')).toBe('');
    expect(await companionPreloadHints(catalogOnly, {}, 'ru', '/api')).toBe('');
    const slow = manifestUrl.replace('/v1/', '/slow/');
    const started = Date.now();
    expect(await companionPreloadHints(catalogOnly, { catalog: slow }, 'ru', '/api')).toBe('');
    expect(Date.now() - started).toBeLessThan(SLOW_MANIFEST_MS / 2);
    const unknown = { pieces: [{ remote: 'catalog' as const, expose: 'Nothing' }], reads: ['/x'] };
    expect(
      hrefs(await companionPreloadHints(unknown, { catalog: manifestUrl }, 'ru', '/api')),
    ).toEqual(['/api/x']);
  });
});
