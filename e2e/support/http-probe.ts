import { request } from 'node:http';

export const SHELL_PORT = Number(process.env.SHOP_PORT_SHELL ?? 8080);

export const STOREFRONT_HOSTS = { ru: 'shop.test.ru', en: 'shop.test.com' } as const;

export interface ProbeAnswer {
  status: number;
  location: string | undefined;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A raw request with a chosen Host header and no redirect following, to see
 * exactly what the server decides before any script runs. `headers`: a visitor's own
 * (a cookie), sent beside the Host. `freshConnection`: on a connection of its own, as a new
 * visitor's browser opens (an edge of several processes deals connections round-robin, ADR 34).
 */
export function probe(
  path: string,
  host: string,
  port = SHELL_PORT,
  headers: Record<string, string> = {},
  { freshConnection = false }: { freshConnection?: boolean } = {},
): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        headers: { ...headers, host: `${host}:${port}` },
        ...(freshConnection ? { agent: false } : {}),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body,
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The harness shop's shell metrics listener (scripts/lib/shop.ts; SHOP_METRICS_PORT). */
const METRICS_URL = `http://127.0.0.1:${process.env.SHOP_METRICS_PORT ?? 8093}/metrics`;

/**
 * How many processes serve the harness shop's edge (ADR 34: one per core under `npm start`),
 * as its metrics say; each keeps its own page cache.
 */
export async function edgeProcesses(): Promise<number> {
  const text = await (await fetch(METRICS_URL)).text();
  const count = Number(/^shop_edge_processes(?:\{[^}]*\})? (\d+)$/m.exec(text)?.[1]);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`no shop_edge_processes at ${METRICS_URL}`);
  return count;
}
