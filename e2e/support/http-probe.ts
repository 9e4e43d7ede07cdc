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
 * (a cookie), sent beside the Host.
 */
export function probe(
  path: string,
  host: string,
  port = SHELL_PORT,
  headers: Record<string, string> = {},
): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        headers: { ...headers, host: `${host}:${port}` },
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
