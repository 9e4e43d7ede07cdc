/**
 * @jest-environment node
 */
// A starting shop's edge: "the shop is starting" (503) for pages and /api calls until the API
// answers its /health and the server builds' warm-up has settled, then the shop itself.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildShellServer } from './shell-server';
import { startingGate } from './starting-gate';

/** A port nothing listens on yet (the API "not started"). */
async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the starting gate', () => {
  let dist: string;
  let apiPort: number;
  let api: FastifyInstance | undefined;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shell-starting-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang=ru><head><title>Jewelry</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'boot-assets.json'), JSON.stringify({ js: [], css: [] }));
    apiPort = await freePort();
  });

  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function startApi(): Promise<void> {
    api = Fastify();
    api.get('/health', async () => ({ ok: true }));
    api.get('/echo', async () => ({ from: 'api' }));
    await api.listen({ port: apiPort, host: '127.0.0.1' });
  }

  async function shellWith(gate = startingGate(`http://127.0.0.1:${apiPort}/health`)) {
    const shell = await buildShellServer({
      distDir: dist,
      registryFile: join(dist, 'registry.json'),
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      startingGate: gate,
    });
    return { shell, gate };
  }

  it("answers pages with a 503 'the shop is starting' in the storefront's language until the API answers, then the pages", async () => {
    const { shell } = await shellWith();
    const ru = await shell.inject({ url: '/catalog', headers: { host: 'localhost:8080' } });
    expect(ru.statusCode).toBe(503);
    expect(ru.headers['retry-after']).toBe('3');
    expect(ru.headers['cache-control']).toBe('no-store');
    expect(ru.headers['content-security-policy']).toContain("default-src 'self'");
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('<h1>Магазин запускается</h1>');
    expect(ru.body).toContain('<meta http-equiv="refresh" content="3" />');
    const en = await shell.inject({ url: '/', headers: { host: 'en.localhost:8080' } });
    expect(en.statusCode).toBe(503);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<h1>The shop is starting</h1>');
    // The shell's own files and liveness do not wait for the API.
    expect((await shell.inject({ url: '/health' })).statusCode).toBe(200);

    await startApi();
    const page = await shell.inject({ url: '/catalog', headers: { host: 'localhost:8080' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Магазин запускается');
    await shell.close();
  });

  it('answers /api calls with a 503 JSON error and Retry-After, not a 502, until the API answers', async () => {
    const { shell } = await shellWith();
    const starting = await shell.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(starting.statusCode).toBe(503);
    expect(starting.headers['retry-after']).toBe('3');
    expect(starting.headers['x-request-id']).toBeTruthy();
    expect(starting.json()).toEqual({
      error: { code: 'shop_starting', message: 'The shop is starting: try again in a few seconds' },
    });
    // E2E's harness waits for this URL: 200 exactly once the shop answers.
    expect((await shell.inject({ url: '/api/health' })).statusCode).toBe(503);
    await startApi();
    const health = await shell.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    // Open for good: an API that stops later is the proxy's 502, not "starting".
    await api?.close();
    api = undefined;
    expect((await shell.inject({ url: '/api/echo' })).statusCode).toBe(502);
    expect((await shell.inject({ url: '/catalog' })).statusCode).toBe(200);
    await shell.close();
  });

  it('stays closed while something the shop needs first (the warm-up) is pending', async () => {
    await startApi();
    const gate = startingGate(`http://127.0.0.1:${apiPort}/health`);
    let finishWarmUp: () => void = () => undefined;
    gate.include(new Promise<void>((resolve) => (finishWarmUp = resolve)));
    const { shell } = await shellWith(gate);
    expect((await shell.inject({ url: '/catalog' })).statusCode).toBe(503);
    const opened = gate.whenOpen(5_000);
    finishWarmUp();
    await opened;
    expect((await shell.inject({ url: '/catalog' })).statusCode).toBe(200);
    await shell.close();
  });

  it('starts the work that needs the API once it answers, and opens when that is done', async () => {
    const gate = startingGate(`http://127.0.0.1:${apiPort}/health`);
    let finishRenders: () => void = () => undefined;
    const renders = jest.fn(() => new Promise<void>((resolve) => (finishRenders = resolve)));
    gate.whenApiUp(renders);
    expect(await gate.isOpen()).toBe(false);
    expect(renders).not.toHaveBeenCalled();
    await startApi();
    expect(await gate.isOpen()).toBe(false);
    expect(renders).toHaveBeenCalledTimes(1);
    finishRenders();
    await gate.whenOpen(5_000);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('gives up with SHELL-START-001 when the API does not answer in time', async () => {
    const gate = startingGate(`http://127.0.0.1:${apiPort}/health`);
    await expect(gate.whenOpen(300)).rejects.toThrow(
      `SHELL-START-001 the API did not answer http://127.0.0.1:${apiPort}/health within 0.3 s`,
    );
  });
});
