/**
 * API throughput and latency at a fixed concurrency, two ways:
 * - the backend's own packages/shop-api/bench/api-bench.ts (`runApiBench`), which starts
 *   its server in this process on a temporary database;
 * - autocannon from this process against the API child process the bench started:
 *   a catalog listing and a cart calculation with a one-item cart.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ApiFigures, ApiSection } from './types';
import { errorText, round } from './stats';

export const API_CONNECTIONS = 10;
export const API_DURATION_S = 10;

const BACKEND_BENCH = 'packages/shop-api/bench/api-bench.ts';
const OWN = 'bench → running API';
const BACKEND = 'shop-api/bench (in-process)';

async function load(
  name: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiFigures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    connections: API_CONNECTIONS,
    duration: API_DURATION_S,
  });
  return {
    name,
    source: OWN,
    requestsPerSecond: round(result.requests.average, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    connections: API_CONNECTIONS,
    durationS: API_DURATION_S,
  };
}

/** A session with its CSRF token (GET /token → csrfToken) and one product in its cart. */
export async function cartSession(
  apiUrl: string,
  productId: string | null,
): Promise<Record<string, string>> {
  const response = await fetch(`${apiUrl}/token`);
  if (!response.ok) throw new Error(`GET /token answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const { csrfToken } = (await response.json()) as { csrfToken?: unknown };
  if (typeof csrfToken !== 'string') throw new Error('GET /token carried no csrfToken');
  const headers = { cookie, 'x-csrf-token': csrfToken };
  if (productId) {
    const added = await fetch(`${apiUrl}/cart/add`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: Number(productId), quantity: 1 }),
    });
    if (!added.ok) throw new Error(`POST /cart/add answered ${added.status}`);
    // A refusal answers 200 with result false (out of stock, say): the rows that need a product
    // in the cart must not go on to measure an empty one.
    const answer = (await added.json()) as { result?: unknown; message?: unknown };
    if (answer.result !== true)
      throw new Error(`POST /cart/add refused product ${productId}: ${String(answer.message)}`);
  }
  return headers;
}

/** Each load on its own: a cart that cannot be set up still leaves the listing's figures. */
async function ownBench(apiUrl: string, productId: string | null, into: ApiSection): Promise<void> {
  try {
    into.results.push(
      await load('catalog listing: POST /catalog/show, 48', `${apiUrl}/catalog/show`, {
        url: '',
        limit: 48,
        offset: 0,
      }),
    );
  } catch (error) {
    into.errors.push(`listing: ${errorText(error)}`);
  }
  try {
    const headers = await cartSession(apiUrl, productId);
    into.results.push(
      await load('cart calculation: POST /cart/calculate', `${apiUrl}/cart/calculate`, {}, headers),
    );
  } catch (error) {
    into.errors.push(`cart: ${errorText(error)}`);
  }
}

interface BackendFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
interface BackendBenchModule {
  runApiBench?: (options: { duration?: number; connections?: number }) => Promise<unknown>;
}

const BACKEND_NAMES: Record<string, string> = {
  catalogShow: 'catalog listing: POST /catalog/show, 48',
  cartCalculate: 'cart calculation: POST /cart/calculate',
};

function isBackendFigures(value: unknown): value is BackendFigures {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['rps', 'p50', 'p99'].every(
      (key) => typeof (value as Record<string, unknown>)[key] === 'number',
    )
  );
}

async function backendBench(file: string, into: ApiSection): Promise<void> {
  try {
    const backend = (await import(file)) as BackendBenchModule;
    if (typeof backend.runApiBench !== 'function') throw new Error('no runApiBench export');
    const answer = await backend.runApiBench({
      duration: API_DURATION_S,
      connections: API_CONNECTIONS,
    });
    const entries = Object.entries((answer ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, BackendFigures] => isBackendFigures(entry[1]),
    );
    if (entries.length === 0) throw new Error('runApiBench answered no { rps, p50, p99 } figures');
    for (const [key, figures] of entries) {
      into.results.push({
        name: BACKEND_NAMES[key] ?? key,
        source: BACKEND,
        requestsPerSecond: figures.rps,
        p50Ms: figures.p50,
        p99Ms: figures.p99,
        non2xx: figures.non2xx ?? 0,
        errors: figures.errors ?? 0,
        connections: API_CONNECTIONS,
        durationS: API_DURATION_S,
      });
    }
  } catch (error) {
    into.errors.push(`${BACKEND_BENCH}: ${errorText(error)}`);
  }
}

export async function benchApi(
  root: string,
  apiUrl: string | null,
  productId: string | null,
): Promise<ApiSection> {
  const section: ApiSection = { results: [], errors: [] };
  const backendFile = join(root, BACKEND_BENCH);
  if (existsSync(backendFile)) await backendBench(backendFile, section);
  else section.errors.push(`${BACKEND_BENCH} does not exist yet`);
  if (apiUrl) await ownBench(apiUrl, productId, section);
  else section.errors.push('the API is not running: no load against it');
  return section;
}
