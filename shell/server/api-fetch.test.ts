/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiFetch } from './api-fetch';

describe('apiFetch', () => {
  let server: Server;
  let origin: string;
  const seen: { method?: string; headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, headers: request.headers, body });
        if (request.url === '/empty') {
          response.writeHead(204).end();
          return;
        }
        if (request.url === '/slow') {
          setTimeout(() => response.end('{}'), 2000);
          return;
        }
        const status = request.url === '/missing' ? 404 : 200;
        response.writeHead(status, { 'content-type': 'application/json', 'x-csrf-token': 't1' });
        response.end(JSON.stringify({ name: 'Кольцо «Луна»', echo: body }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it("answers a standard Response with the API's status, headers and UTF-8 body", async () => {
    const response = await apiFetch(`${origin}/catalog/show`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 48 }),
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.ok).toBe(true);
    expect(response.headers.get('X-CSRF-Token')).toBe('t1');
    expect(await response.json()).toEqual({ name: 'Кольцо «Луна»', echo: '{"limit":48}' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers['content-length']).toBe('12');
  });

  it('answers an error status as fetch does, and a bodiless one with no body', async () => {
    const missing = await apiFetch(`${origin}/missing`);
    expect(missing.status).toBe(404);
    expect(missing.ok).toBe(false);
    const empty = await apiFetch(`${origin}/empty`);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('rejects with an AbortError when its signal aborts, and never waits for the answer', async () => {
    const controller = new AbortController();
    const asked = apiFetch(`${origin}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(
      apiFetch(`${origin}/catalog/show`, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("fails with fetch's TypeError, its cause named, when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await apiFetch(`http://127.0.0.1:${port}/token`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error & { cause: { code: string } }).cause.code).toBe('ECONNREFUSED');
  });
});
