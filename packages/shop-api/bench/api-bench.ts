/**
 * API benchmark: starts the server on a temp database and runs autocannon against a
 * catalog listing and a cart calculation at a fixed concurrency. Prints JSON:
 * { catalogShow: { rps, p50, p99 }, cartCalculate: { rps, p50, p99 } } (latency in ms).
 * autocannon runs in a worker thread so that the load generator does not share the
 * server's event loop. Run: node --import tsx packages/shop-api/bench/api-bench.ts [--duration 5] [--connections 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/server';

export interface BenchFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface ApiBenchResult {
  catalogShow: BenchFigures;
  cartCalculate: BenchFigures;
  settings: { duration: number; connections: number };
}

export async function runApiBench(
  options: { duration?: number; connections?: number } = {},
): Promise<ApiBenchResult> {
  const duration = options.duration ?? 5;
  const connections = options.connections ?? 10;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-bench-'));
  const app = await buildServer({
    dbPath: path.join(dir, 'shop.sqlite'),
    logger: false,
    disableRateLimit: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    // A session with a CSRF token and a cart of three lines for the calculation.
    const tokenResponse = await fetch(`${base}/token`);
    const cookie = (tokenResponse.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
    const headers = { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken };
    for (const productId of [2, 3, 4]) {
      await (
        await fetch(`${base}/cart/add`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ product_id: productId }),
        })
      ).text();
    }

    const figures = (result: Awaited<ReturnType<typeof autocannon>>): BenchFigures => ({
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    });
    const catalogShow = figures(
      await autocannon({
        url: `${base}/catalog/show`,
        method: 'POST',
        workers: 1,
        connections,
        duration,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          url: '/rings',
          limit: 48,
          offset: 0,
          parameters: { sort: 'popular' },
        }),
      }),
    );
    const cartCalculate = figures(
      await autocannon({
        url: `${base}/cart/calculate`,
        method: 'POST',
        workers: 1,
        connections,
        duration,
        headers,
        body: JSON.stringify({
          delivery_method_id: 1,
          payment_method_id: 13,
          delivery: { country: 'RU', city: 'Москва' },
        }),
      }),
    );
    return { catalogShow, cartCalculate, settings: { duration, connections } };
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function arg(name: string): number | undefined {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

if (require.main === module) {
  runApiBench({ duration: arg('duration'), connections: arg('connections') })
    .then((result) => {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    })
    .catch((error: unknown) => {
      console.error('[api-bench] failed', error);
      process.exit(1);
    });
}
