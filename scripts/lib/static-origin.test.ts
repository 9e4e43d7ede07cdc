// A remote's static origin publishes its build's files, never a source map (issue #20).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStaticOrigin } from './static-origin';

describe("a remote's static origin", () => {
  let origin: FastifyInstance;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-origin-'));
    mkdirSync(join(root, 'v1'));
    writeFileSync(join(root, 'v1', 'main.js'), 'console.log(1)');
    // As a deployment made before maps were kept aside would still have them.
    writeFileSync(join(root, 'v1', 'main.js.map'), '{"version":3,"sourcesContent":["secret"]}');
    writeFileSync(join(root, 'v1', 'styles.1.css.MAP'), '{}');
    origin = await buildStaticOrigin(root);
  });

  afterAll(async () => {
    await origin.close();
  });

  it('serves a built file', async () => {
    const answer = await origin.inject({ url: '/v1/main.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('console.log(1)');
  });

  it.each(['/v1/main.js.map', '/v1/main.js.map?x=1', '/v1/main.js%2Emap', '/v1/styles.1.css.MAP'])(
    'answers 404 for the source map %s that is on its disk',
    async (url) => {
      const answer = await origin.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('secret');
    },
  );
});
