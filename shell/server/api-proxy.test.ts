/**
 * @jest-environment node
 */
// The /api proxy as a visitor reaches it over real HTTP: body limits, the API down or slow,
// errors passed through, request ids, and connections that survive all of it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildShellServer } from './shell-server';

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function send(
  port: number,
  agent: Agent,
  options: {
    method?: string;
    path: string;
    body?: Buffer;
    chunked?: boolean;
    contentType?: string;
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: 'shop.test.ru',
      'content-type': options.contentType ?? 'application/json',
      ...options.headers,
    };
    if (options.body && !options.chunked) headers['content-length'] = String(options.body.length);
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        agent,
        method: options.method ?? 'GET',
        path: options.path,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.body) {
      // Written in pieces, as a browser uploads, so an early answer meets a body still arriving.
      for (let at = 0; at < options.body.length; at += 64 * 1024)
        req.write(options.body.subarray(at, at + 64 * 1024));
    }
    req.end();
  });
}

describe('the /api proxy', () => {
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let shellPort: number;
  const seenRequestIds: string[] = [];

  beforeAll(async () => {
    api = Fastify({ bodyLimit: 256 * 1024 });
    api.post('/echo', async (request) => ({ size: JSON.stringify(request.body).length }));
    api.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { ok: true };
    });
    api.post('/payment/dev/7/succeed', async (_request, reply) =>
      reply.redirect('/order-success/7', 303),
    );
    api.get('/missing', async (_request, reply) =>
      reply.code(404).send({ error: { code: 'not_found', message: 'No such thing' } }),
    );
    api.addHook('onRequest', async (request) => {
      seenRequestIds.push(String(request.headers['x-request-id'] ?? ''));
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const dist = mkdtempSync(join(tmpdir(), 'shell-proxy-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    shell = await buildShellServer({
      distDir: dist,
      registryFile: join(dist, 'registry.json'),
      apiOrigin: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      apiTimeoutMs: 500,
    });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    shellPort = (shell.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await shell.close();
    await api.close();
  });

  const bigBody = () => Buffer.from(JSON.stringify({ text: 'x'.repeat(1024 * 1024) }));

  it.each([
    ['with a declared length', false],
    ['sent in chunks', true],
  ])(
    'answers a body over the limit (%s) with 413 in the API error shape and keeps the connection usable',
    async (_label, chunked) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const tooLarge = await send(shellPort, agent, {
          method: 'POST',
          path: '/api/echo',
          body: bigBody(),
          chunked,
        });
        expect(tooLarge.status).toBe(413);
        expect(JSON.parse(tooLarge.body)).toEqual({
          error: { code: 'payload_too_large', message: expect.any(String) },
        });
        const next = await send(shellPort, agent, {
          method: 'POST',
          path: '/api/echo',
          body: Buffer.from('{"a":1}'),
        });
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toEqual({ size: 7 });
      } finally {
        agent.destroy();
      }
    },
  );

  it("passes the API's redirect to a shop page through without the /api prefix", async () => {
    const paid = await send(shellPort, new Agent(), {
      method: 'POST',
      path: '/api/payment/dev/7/succeed',
      body: Buffer.from('{}'),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe('/order-success/7');
  });

  it('answers a Content-Type it cannot read with 415 in the API error shape, not a 500', async () => {
    const agent = new Agent();
    const unreadable = await send(shellPort, agent, {
      method: 'POST',
      path: '/api/echo',
      body: Buffer.from('{}'),
      contentType: 'text/plain;application/json',
    });
    expect(unreadable.status).toBe(415);
    expect(JSON.parse(unreadable.body)).toEqual({
      error: { code: 'unsupported_media_type', message: expect.any(String) },
    });
    const readable = await send(shellPort, agent, {
      method: 'POST',
      path: '/api/echo',
      body: Buffer.from('{"a":1}'),
      contentType: 'application/json; charset=utf-8',
    });
    expect(readable.status).toBe(200);
  });

  it.each([
    ['expect', '100-continue'],
    ['keep-alive', 'timeout=5'],
    ['upgrade', 'h2c'],
  ])('answers a call sent with the client-side header %s: %s as any other', async (name, value) => {
    const answered = await send(shellPort, new Agent(), {
      method: 'POST',
      path: '/api/echo',
      body: Buffer.from('{"a":1}'),
      headers: { [name]: value },
    });
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ size: 7 });
  });

  it('passes the API 4xx through unchanged', async () => {
    const agent = new Agent();
    const missing = await send(shellPort, agent, { path: '/api/missing' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({
      error: { code: 'not_found', message: 'No such thing' },
    });
  });

  it('answers 504 with a JSON error when the API is slower than the time-out', async () => {
    const slow = await send(shellPort, new Agent(), { path: '/api/slow' });
    expect(slow.status).toBe(504);
    expect(JSON.parse(slow.body)).toMatchObject({ error: { code: 'gateway_timeout' } });
  });

  it('gives every API call a request id the API sees and the visitor gets back', async () => {
    const answer = await send(shellPort, new Agent(), {
      method: 'POST',
      path: '/api/echo',
      body: Buffer.from('{}'),
    });
    const id = answer.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(seenRequestIds).toContain(id);
  });

  it('answers 502 with a JSON error when the API is down', async () => {
    const down = await buildShellServer({
      distDir: mkdtempSync(join(tmpdir(), 'shell-down-')),
      registryFile: join(tmpdir(), 'no-registry.json'),
      apiOrigin: 'http://127.0.0.1:1',
    });
    try {
      const answer = await down.inject({ url: '/api/health', headers: { host: 'shop.test.ru' } });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ error: { code: 'bad_gateway' } });
      // No shared cache keeps the outage (or any edge answer) for the next visitor.
      expect(answer.headers['cache-control']).toBe('private, no-store');
    } finally {
      await down.close();
    }
  });
});
