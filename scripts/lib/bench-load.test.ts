// The shopper scenario of `npm run bench:load` as the bench runs it: autocannon through the
// shell's /api edge to a real API, each connection carrying its own session and CSRF token.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../../packages/shop-api/src/testing/test-server';
import { buildShellServer } from '../../shell/server/shell-server';
import { edgeCpuSeconds, shopperRequests } from './bench-load';
import { pacedLoad } from './bench/paced-load';

describe('the shopper scenario', () => {
  let api: TestServer;
  let shell: FastifyInstance;
  let shellUrl: string;
  let productId = '';

  beforeAll(async () => {
    api = await startTestServer();
    const dist = mkdtempSync(join(tmpdir(), 'bench-shell-'));
    shell = await buildShellServer({
      distDir: dist,
      registryFile: join(dist, 'registry.json'),
      apiOrigin: api.url,
    });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    shellUrl = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
    const listing = await fetch(`${api.url}/catalog/show`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: '', limit: 1, parameters: { in_stock: true } }),
    });
    const body = (await listing.json()) as { result: { products: Array<{ id: number }> } };
    productId = String(body.result.products[0]?.id);
  });

  afterAll(async () => {
    await shell.close();
    await api.close();
  });

  it('adds to the cart and calculates it with 2xx answers through the edge', async () => {
    const failures = new Map<string, number>();
    const result = await autocannon({
      url: shellUrl,
      headers: { 'accept-encoding': 'gzip, br' },
      requests: shopperRequests(productId, '/api', failures),
      connections: 2,
      // Bounded: a few shoppers per connection.
      amount: 50,
      timeout: 10,
    });
    expect(result.requests.total).toBe(50);
    expect(Object.fromEntries(failures)).toEqual({});
    expect(result.non2xx).toBe(0);
  });

  it('runs as paced shoppers too (the fixed-rate rows): each its own session, every step 2xx', async () => {
    const failures = new Map<string, number>();
    const result = await pacedLoad({
      url: shellUrl,
      headers: { 'accept-encoding': 'gzip, br' },
      requests: shopperRequests(productId, '/api', failures),
      rate: 50,
      durationS: 1,
    });
    expect(Object.fromEntries(failures)).toEqual({});
    expect(result).toMatchObject({ requests: 50, errors: 0, non2xx: 0 });
  });
});

describe("the edge's CPU from its metrics (ADR 34: summed over its processes)", () => {
  it('reads process_cpu_seconds_total with or without labels', () => {
    const text = [
      '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
      '# TYPE process_cpu_seconds_total counter',
      'process_cpu_seconds_total{service="shell"} 12.5',
      'process_cpu_user_seconds_total{service="shell"} 10',
    ].join('\n');
    expect(edgeCpuSeconds(text)).toBe(12.5);
    expect(edgeCpuSeconds('process_cpu_seconds_total 3.25\n')).toBe(3.25);
  });

  it('says so when the metrics hold no CPU figure', () => {
    expect(() => edgeCpuSeconds('process_cpu_user_seconds_total 10\n')).toThrow(
      'no process_cpu_seconds_total',
    );
  });
});
