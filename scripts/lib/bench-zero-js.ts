/**
 * The zero-JS copy of a page (issue #12): the page rendered once in the browser, its scripts
 * removed, served alongside the shop and measured by Lighthouse alternately with the real
 * page, so "LCP vs zero-JS copy" compares the same content under the same conditions.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { newBenchContext, PAGE_HEADING } from './bench/browser';
import type { BenchRoute, LighthouseFigures } from './bench/types';

const COPY_PREFIX = '/__zero-js';
const SUFFIX = ' (zero-JS)';

export interface ZeroJsCopies {
  /** Serves the copies; their other requests (styles, images, /api) pass to the shop. */
  base: string;
  /**
   * The routes with absolute URLs as paths (measure with an empty base), each followed by
   * its copy: Lighthouse measures page and copy alternately, in the same run.
   */
  interleave(routes: readonly BenchRoute[]): BenchRoute[];
  /** "page | LCP | zero-JS LCP | ratio" lines for the report's notes and the console. */
  ratioTable(figures: Map<string, LighthouseFigures>): string[];
  stop(): Promise<void>;
}

/** The rendered document without anything that runs: scripts, script preloads, handlers. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*rel="preload"[^>]*>/gi, '')
    .replace(/\son[a-z]+="[^"]*"/gi, '');
}

async function renderedCopy(browser: Browser, url: string): Promise<string> {
  const context = await newBenchContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(PAGE_HEADING, { timeout: 30_000 }).catch(() => undefined);
    return stripScripts(await page.content());
  } finally {
    await context.close();
  }
}

export async function startZeroJsCopies(
  browser: Browser,
  shopBase: string,
  routes: readonly BenchRoute[],
): Promise<ZeroJsCopies> {
  const copies = new Map<string, string>();
  for (const route of routes) {
    if (route.cookie) continue; // a visitor's own page (cart) has no static twin
    copies.set(`${COPY_PREFIX}/${route.name}`, await renderedCopy(browser, shopBase + route.path));
  }
  const shop = new URL(shopBase);
  const server: Server = createServer((request, response) => {
    const copy = copies.get((request.url ?? '').split('?')[0] ?? '');
    if (copy) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(copy);
      return;
    }
    const upstream = httpRequest(
      {
        host: shop.hostname,
        port: shop.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: shop.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Same host name as the shop, so the storefront (from the host) and the cookies match.
  const base = `${shop.protocol}//${shop.hostname}:${port}`;
  return {
    base,
    interleave: (list) =>
      list.flatMap((route) =>
        copies.has(`${COPY_PREFIX}/${route.name}`)
          ? [
              { ...route, path: shopBase + route.path },
              { name: route.name + SUFFIX, path: `${base}${COPY_PREFIX}/${route.name}` },
            ]
          : [{ ...route, path: shopBase + route.path }],
      ),
    ratioTable: (figures) => {
      const rows = [...copies.keys()].map((key) => {
        const name = key.slice(COPY_PREFIX.length + 1);
        const page = figures.get(name)?.lcpMs ?? Number.NaN;
        const copy = figures.get(name + SUFFIX)?.lcpMs ?? Number.NaN;
        const ratio = page / copy;
        return `| ${name} | ${Math.round(page)} ms | ${Math.round(copy)} ms | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'}× |`;
      });
      return ['| page | LCP | LCP zero-JS copy | ratio |', '|---|---|---|---|', ...rows];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
