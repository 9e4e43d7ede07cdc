/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { INLINE_STYLE_MAX_BYTES, inlinableStyles, styleElement } from './inline-styles';

describe('inlinableStyles', () => {
  let origin: FastifyInstance;
  let base: string;
  let requests: string[];

  beforeAll(async () => {
    requests = [];
    // The servers under test keep connections alive (fetch): close must not wait for them.
    origin = Fastify({ forceCloseConnections: true });
    origin.addHook('onRequest', async (request) => {
      requests.push(request.url);
    });
    origin.get('/v1/styles.a.css', async (_request, reply) => reply.type('text/css').send('.a{}'));
    origin.get('/v1/big.css', async (_request, reply) =>
      reply.type('text/css').send(`.b{content:"${'x'.repeat(INLINE_STYLE_MAX_BYTES)}"}`),
    );
    origin.get('/v1/slow.css', async (_request, reply) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return reply.type('text/css').send('.slow{}');
    });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    const address = origin.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => origin.close());

  it("reads the shell's own sheet from its build folder and a remote's from its origin, once", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'inline-styles-'));
    writeFileSync(join(dist, 'styles.s.css'), '.shell{}');
    const urls = ['/styles.s.css', `${base}/v1/styles.a.css`];
    // The first page waits at most the budget: on a busy machine (CI 50) even the file read
    // took longer, and that page rightly linked the sheet. The next page has both texts.
    await inlinableStyles(urls, dist);
    expect(await inlinableStyles(urls, dist)).toEqual(
      new Map([
        ['/styles.s.css', '.shell{}'],
        [`${base}/v1/styles.a.css`, '.a{}'],
      ]),
    );
    expect(requests.filter((url) => url === '/v1/styles.a.css')).toHaveLength(1);
  });

  it('leaves out a sheet that is too large, missing or slower than the budget (it stays linked)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'inline-styles-'));
    const slow = `${base}/v1/slow.css`;
    const styles = await inlinableStyles(
      [`${base}/v1/big.css`, `${base}/v1/none.css`, slow, '/missing.css'],
      dist,
    );
    expect(styles.size).toBe(0);
    // The slow one kept loading: the next page inlines it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await inlinableStyles([slow], dist)).get(slow)).toBe('.slow{}');
  });
});

describe('styleElement', () => {
  it("inlines a shell sheet under the name webpack's CSS loader looks for", () => {
    expect(styleElement('/s.css', '.a{}')).toBe('<style data-href="/s.css">.a{}</style>');
  });

  it("marks a remote's inlined sheet as the remote's and adds its URL as a disabled link", () => {
    expect(styleElement('http://r/v1/s.css', '.a{}', { remote: 'catalog' })).toBe(
      '<style data-href="http://r/v1/s.css" data-shop-remote="catalog">.a{}</style>' +
        '<link rel="stylesheet" href="http://r/v1/s.css" disabled />',
    );
  });

  it('links a sheet whose text is not known', () => {
    expect(styleElement('/s.css', undefined)).toBe('<link rel="stylesheet" href="/s.css" />');
    expect(styleElement('http://r/s.css', undefined, { remote: 'catalog' })).toBe(
      '<link rel="stylesheet" href="http://r/s.css" data-shop-remote="catalog" />',
    );
  });

  it('cannot be closed early by the sheet', () => {
    expect(styleElement('/s.css', '.a{}</style><script>x</script>')).not.toContain(
      '</style><script>',
    );
  });
});
