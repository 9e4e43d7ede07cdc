/**
 * The load table of `npm run bench` and `npm run bench:load`: autocannon (rows as fast as they
 * go) and evenly paced arrivals (rows at a fixed rate, bench/paced-load.ts) against the
 * production servers `startShop()` started (loopback only), every run bounded in time
 * and in request count. Rows: HTML of home, a listing and a product through the shell as a
 * browser asks (br), each on a page-cache hit and a miss (issue #22); the listing,
 * product and cart-calculate calls through the shell's /api edge, a mixed shopper
 * (new session → listing → product → add → calculate), and the same journey at a fixed
 * 300 req/s while HTML is served at 500 req/s beside it; the two targets (listing call and
 * cart calculate at a fixed 500 req/s, against the API and through the edge); then a soak
 * that reads the API's memory (GET /health with SHOP_API_HEALTH_MEMORY=1) before and after.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { cartSession } from './bench/api-load';
import { pacedLoad } from './bench/paced-load';
import { firstProductInStock } from './bench/product-id';
import { errorText, percentile, round } from './bench/stats';

export interface LoadRow {
  name: string;
  /** 'max' (as fast as the connections go) or a fixed rate in req/s. */
  rate: number | 'max';
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Mean answer body, bytes. */
  bytesPerRequest: number;
  /** The target of issue #13, when the row has one. */
  target?: { p99Ms: number; met: boolean };
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
}

export interface SoakFigures {
  durationS: number;
  rate: number;
  requests: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  start: MemorySample | null;
  end: MemorySample | null;
}

export interface LoadReport {
  cpus: number;
  cpuModel: string;
  rows: LoadRow[];
  soak: SoakFigures | null;
  notes: string[];
}

export interface LoadOptions {
  shellUrl: string;
  apiUrl: string;
  /** A product of the listing; found through the API when not given. */
  productId?: string | null;
  /** The shell's /metrics, where its page cache counts its answers (the hit rate). */
  metricsUrl?: string;
  /** Seconds per row (BENCH_LOAD_DURATION_S, default 10) and of the soak (BENCH_SOAK_S, default 60). */
  durationS?: number;
  soakS?: number;
  log?: (message: string) => void;
}

export const TARGET_RATE = 500;
export const TARGET_P99_MS = 10;
const CONNECTIONS = 10;
const SOAK_RATE = 300;
const LISTING_BODY = JSON.stringify({ url: '', limit: 48, offset: 0 });
const JSON_HEADERS = { 'content-type': 'application/json' };

type Session = Record<string, string>;

/** The HTML rows ask as a browser does. */
const BROWSER_HTML = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
/** The shopper journey's fixed rate, and the HTML served beside it (issue #22). */
const JOURNEY_RATE = 300;
const JOURNEY_P99_MS = 50;
const HTML_BESIDE_RATE = 500;
/**
 * Generator threads for the HTML hit rows. autocannon decodes every answer body in JavaScript:
 * one thread answered about 2 000 pages of 25 KB a second at 95 % of a core while the shell sat
 * idle 45 % of the time (a CPU profile), so one thread measured the generator, not the edge.
 */
const HIT_WORKERS = 2;

/** A page request; `missPrefix` makes every request's query one never asked before (a miss). */
export function htmlRequest(path: string, missPrefix?: string): autocannon.Request {
  let sent = 0;
  return {
    method: 'GET',
    path,
    headers: BROWSER_HTML,
    ...(missPrefix
      ? {
          setupRequest: (request: autocannon.Request) => {
            sent += 1;
            return { ...request, path: `${path}?${missPrefix}=${sent}` };
          },
        }
      : {}),
  };
}

/**
 * The shell page cache's answers so far by result (hit, stale, miss, bypass), from its
 * /metrics (shop_page_cache_requests_total); empty when there is no metrics URL.
 */
export async function pageCacheAnswers(
  metricsUrl: string | undefined,
): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  if (!metricsUrl) return answers;
  const text = await (await fetch(metricsUrl)).text();
  for (const [, result, count] of text.matchAll(
    /^shop_page_cache_requests_total\{[^}]*result="([a-z]+)"[^}]*\} ([0-9.e+]+)$/gm,
  ))
    answers.set(result as string, (answers.get(result as string) ?? 0) + Number(count));
  return answers;
}

async function firstProductId(apiUrl: string): Promise<string> {
  const id = await firstProductInStock(apiUrl);
  if (id === null) throw new Error('no product in stock in the listing');
  return id;
}

async function memory(apiUrl: string): Promise<MemorySample | null> {
  try {
    const body = (await (await fetch(`${apiUrl}/health`)).json()) as { memory?: MemorySample };
    return body.memory ?? null;
  } catch {
    return null;
  }
}

interface Run {
  name: string;
  url: string;
  /** Generator threads (autocannon's workers); no per-request functions then. */
  workers?: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
  rate?: number;
  connections?: number;
  durationS: number;
}

async function load(run: Run): Promise<LoadRow> {
  const rate = run.rate;
  if (rate) return pacedRow(run, rate);
  const connections = run.connections ?? CONNECTIONS;
  const result = await autocannon({
    url: run.url,
    method: run.method ?? 'GET',
    headers: { 'accept-encoding': 'gzip, br', ...run.headers },
    ...(run.body !== undefined ? { body: run.body } : {}),
    ...(run.requests ? { requests: run.requests } : {}),
    connections,
    ...(run.workers ? { workers: run.workers } : {}),
    duration: run.durationS,
    timeout: 10,
  });
  const requests = result.requests.total;
  return {
    name: run.name,
    rate: 'max',
    connections,
    durationS: round(result.duration, 1),
    requests,
    requestsPerSecond: round(requests / Math.max(result.duration, 0.001), 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: requests > 0 ? Math.round(result.throughput.total / requests) : 0,
  };
}

/** A fixed-rate row: arrivals paced evenly (bench/paced-load.ts), not autocannon's bursts. */
async function pacedRow(run: Run, rate: number): Promise<LoadRow> {
  const result = await pacedLoad({
    url: run.url,
    ...(run.method ? { method: run.method } : {}),
    ...(run.body !== undefined ? { body: run.body } : {}),
    headers: { 'accept-encoding': 'gzip, br', ...run.headers },
    ...(run.requests ? { requests: run.requests } : {}),
    rate,
    durationS: run.durationS,
    ...(run.connections ? { maxConnections: run.connections } : {}),
  });
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    name: run.name,
    rate,
    connections: result.peakInFlight,
    durationS: round(result.durationS, 1),
    requests: result.requests,
    requestsPerSecond: round(result.requests / Math.max(result.durationS, 0.001), 0),
    p50Ms: round(percentile(sorted, 0.5), 1),
    p99Ms: round(percentile(sorted, 0.99), 1),
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests > 0 ? Math.round(result.bodyBytes / result.requests) : 0,
  };
}

function withTarget(row: LoadRow): LoadRow {
  return {
    ...row,
    target: {
      p99Ms: TARGET_P99_MS,
      met: row.p99Ms <= TARGET_P99_MS && row.errors === 0 && row.non2xx === 0,
    },
  };
}

/**
 * One shopper per loop on each connection: a new session, the listing, the product,
 * add to cart, calculate. The session lives in the connection's autocannon context.
 */
export function shopperRequests(
  productId: string,
  prefix = '/api',
  failures: Map<string, number> = new Map(),
): autocannon.Request[] {
  // autocannon types a connection's context as a bare object.
  type Shopper = { cookie?: string; csrf?: string };
  const sessionHeaders = (context: object) => ({
    ...JSON_HEADERS,
    'accept-encoding': 'gzip, br',
    cookie: (context as Shopper).cookie ?? '',
    'x-csrf-token': (context as Shopper).csrf ?? '',
  });
  const steps: autocannon.Request[] = [
    {
      method: 'GET',
      path: `${prefix}/token`,
      // Uncompressed: the edge compresses proxied answers of any size for 'gzip, br', and
      // autocannon hands the body over as sent, so the token could not be read from it.
      headers: { 'accept-encoding': 'identity' },
      onResponse: (_status, body, connection, headers) => {
        const context = connection as Shopper;
        const setCookie = (headers as Record<string, string | string[]> | undefined)?.[
          'set-cookie'
        ];
        const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
        context.cookie = cookies.map((header) => header.split(';')[0]).join('; ');
        try {
          context.csrf = (JSON.parse(body) as { csrfToken?: string }).csrfToken ?? '';
        } catch {
          context.csrf = '';
        }
      },
    },
    {
      method: 'POST',
      path: `${prefix}/catalog/show`,
      body: LISTING_BODY,
      setupRequest: (request, context) => ({ ...request, headers: sessionHeaders(context) }),
    },
    {
      method: 'GET',
      path: `${prefix}/jewelry/${productId}`,
      setupRequest: (request, context) => ({ ...request, headers: sessionHeaders(context) }),
    },
    {
      method: 'POST',
      path: `${prefix}/cart/add`,
      body: JSON.stringify({ product_id: Number(productId), quantity: 1 }),
      setupRequest: (request, context) => ({ ...request, headers: sessionHeaders(context) }),
    },
    {
      method: 'POST',
      path: `${prefix}/cart/calculate`,
      body: '{}',
      setupRequest: (request, context) => ({ ...request, headers: sessionHeaders(context) }),
    },
  ];
  // Which step answered what, when it was not 2xx (the report's notes).
  return steps.map((step) => ({
    ...step,
    onResponse: (status, body, context, headers) => {
      if (status < 200 || status > 299) {
        const key = `${step.method} ${step.path} → ${status}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      if (typeof step.onResponse === 'function') step.onResponse(status, body, context, headers);
    },
  }));
}

/**
 * The CPU the edge spends per page render: misses asked one after another (a query never asked
 * before). The edge's processes (ADR 34) report their CPU on its /metrics, summed
 * (process_cpu_seconds_total); without a metrics URL the edge is taken to run in this process
 * (process.cpuUsage()). The API's CPU is not counted.
 */
async function cpuPerRender(
  shellUrl: string,
  path: string,
  samples: number,
  metricsUrl: string | undefined,
): Promise<{ samples: number; msPerRender: number; wallMsPerRender: number }> {
  const ask = (n: number) =>
    fetch(`${shellUrl}${path}?bench-cpu-${Date.now()}=${n}`, { headers: BROWSER_HTML }).then(
      (response) => response.arrayBuffer(),
    );
  const cpuSeconds = async (): Promise<number> => {
    if (!metricsUrl) {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1e6;
    }
    return edgeCpuSeconds(await (await fetch(metricsUrl)).text());
  };
  await ask(-1);
  const started = await cpuSeconds();
  const wallStarted = performance.now();
  for (let n = 0; n < samples; n += 1) await ask(n);
  const wallMs = performance.now() - wallStarted;
  const used = (await cpuSeconds()) - started;
  return {
    samples,
    msPerRender: (used * 1000) / samples,
    wallMsPerRender: wallMs / samples,
  };
}

/** process_cpu_seconds_total from a /metrics text (summed over the edge's processes there). */
export function edgeCpuSeconds(metricsText: string): number {
  const match = /^process_cpu_seconds_total(?:\{[^}]*\})? ([0-9.e+-]+)$/m.exec(metricsText);
  if (!match) throw new Error('the metrics hold no process_cpu_seconds_total');
  return Number(match[1]);
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export async function runLoadBench(options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? ((message: string) => console.info(`[bench:load] ${message}`));
  const durationS = options.durationS ?? positive(process.env.BENCH_LOAD_DURATION_S, 10);
  const soakS = options.soakS ?? positive(process.env.BENCH_SOAK_S, 60);
  const { shellUrl, apiUrl } = options;
  const edge = `${shellUrl}/api`;
  const report: LoadReport = {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    rows: [],
    soak: null,
    notes: [],
  };
  const attempt = async (name: string, step: () => Promise<void>): Promise<void> => {
    log(name);
    try {
      await step();
    } catch (error) {
      report.notes.push(`${name}: ${errorText(error)}`);
    }
  };

  const productId = options.productId ?? (await firstProductId(apiUrl));
  // Each cart calculation row has its own session with one product in the cart.
  const sessionWithCart = (baseUrl: string): Promise<Session> => cartSession(baseUrl, productId);
  const listing = { method: 'POST' as const, body: LISTING_BODY, headers: JSON_HEADERS };
  const calculate = (session: Session) => ({
    method: 'POST' as const,
    body: '{}',
    headers: { ...JSON_HEADERS, ...session },
  });
  const add = async (run: Run, target = false) => {
    const row = await load(run);
    report.rows.push(target ? withTarget(row) : row);
  };

  // HTML as a browser asks for it. A hit: the page asked again (one warm-up request first);
  // a miss: a query no one asked before on every request (the page cache keys on the query).
  const pages = [
    { name: 'home /', path: '/' },
    { name: 'listing /catalog', path: '/catalog' },
    { name: `product /jewelry/${productId}`, path: `/jewelry/${productId}` },
  ];
  // The cache's answers on the hit rows and beside the journey (not on the miss rows).
  const cacheAnswers = new Map<string, number>();
  const countingCacheAnswers = async <T>(work: () => Promise<T>): Promise<T> => {
    const before = await pageCacheAnswers(options.metricsUrl);
    const result = await work();
    for (const [answer, count] of await pageCacheAnswers(options.metricsUrl))
      cacheAnswers.set(answer, (cacheAnswers.get(answer) ?? 0) + count - (before.get(answer) ?? 0));
    return result;
  };
  for (const page of pages) {
    await attempt(`HTML ${page.name} hit`, async () => {
      await fetch(`${shellUrl}${page.path}`, { headers: BROWSER_HTML });
      await countingCacheAnswers(() =>
        add({
          name: `HTML ${page.name} hit (shell, br, ${HIT_WORKERS} generator threads)`,
          url: `${shellUrl}${page.path}`,
          headers: BROWSER_HTML,
          workers: HIT_WORKERS,
          durationS,
        }),
      );
    });
    await attempt(`HTML ${page.name} miss`, () =>
      add({
        name: `HTML ${page.name} miss (shell, br)`,
        url: `${shellUrl}${page.path}`,
        headers: BROWSER_HTML,
        requests: [htmlRequest(page.path, `bench-miss-${Date.now()}`)],
        durationS,
      }),
    );
  }
  await attempt('listing call', () =>
    add({ name: 'listing call (edge)', url: `${edge}/catalog/show`, ...listing, durationS }),
  );
  await attempt('product call', () =>
    add({ name: 'product call (edge)', url: `${edge}/jewelry/${productId}`, durationS }),
  );
  await attempt('cart calculate', async () =>
    add({
      name: 'cart calculate (edge)',
      url: `${edge}/cart/calculate`,
      ...calculate(await sessionWithCart(edge)),
      durationS,
    }),
  );
  await attempt('shopper', async () => {
    const failures = new Map<string, number>();
    await add({
      name: 'shopper: token → listing → product → add → calculate (edge)',
      url: shellUrl,
      requests: shopperRequests(productId, '/api', failures),
      durationS,
    });
    for (const [step, count] of failures) report.notes.push(`shopper: ${step} ×${count}`);
  });
  await attempt(`journey @${JOURNEY_RATE} + HTML @${HTML_BESIDE_RATE} beside`, async () => {
    const failures = new Map<string, number>();
    const [journey, html] = await countingCacheAnswers(() =>
      Promise.all([
        load({
          name: `TARGET journey @${JOURNEY_RATE}: token → listing → product → add → calculate (edge)`,
          url: shellUrl,
          requests: shopperRequests(productId, '/api', failures),
          rate: JOURNEY_RATE,
          durationS,
        }),
        load({
          name: `HTML home/listing/product @${HTML_BESIDE_RATE} beside (shell, br)`,
          url: shellUrl,
          headers: BROWSER_HTML,
          requests: pages.map((page) => htmlRequest(page.path)),
          rate: HTML_BESIDE_RATE,
          durationS,
        }),
      ]),
    );
    report.rows.push(
      {
        ...journey,
        target: {
          p99Ms: JOURNEY_P99_MS,
          met: journey.p99Ms <= JOURNEY_P99_MS && !journey.errors && !journey.non2xx,
        },
      },
      html,
    );
    for (const [step, count] of failures) report.notes.push(`journey: ${step} ×${count}`);
  });
  const answered = [...cacheAnswers.values()].reduce((sum, count) => sum + count, 0);
  if (answered > 0)
    report.notes.push(
      `page cache on the HTML hit rows and beside the journey: ${[...cacheAnswers]
        .map(([answer, count]) => `${answer} ${count}`)
        .join(
          ', ',
        )} (hit rate ${(((cacheAnswers.get('hit') ?? 0) / answered) * 100).toFixed(1)} %)`,
    );
  const rate = TARGET_RATE;
  await attempt(`targets at ${rate} req/s`, async () => {
    await add(
      {
        name: `TARGET listing call @${rate} (API)`,
        url: `${apiUrl}/catalog/show`,
        ...listing,
        rate,
        durationS,
      },
      true,
    );
    await add(
      {
        name: `TARGET cart calculate @${rate} (API)`,
        url: `${apiUrl}/cart/calculate`,
        ...calculate(await sessionWithCart(apiUrl)),
        rate,
        durationS,
      },
      true,
    );
    await add(
      {
        name: `listing call @${rate} (edge)`,
        url: `${edge}/catalog/show`,
        ...listing,
        rate,
        durationS,
      },
      true,
    );
    await add(
      {
        name: `cart calculate @${rate} (edge)`,
        url: `${edge}/cart/calculate`,
        ...calculate(await sessionWithCart(edge)),
        rate,
        durationS,
      },
      true,
    );
  });

  await attempt(`soak ${soakS} s`, async () => {
    const session = await sessionWithCart(apiUrl);
    const start = await memory(apiUrl);
    if (!start)
      report.notes.push('GET /health answered no memory (SHOP_API_HEALTH_MEMORY=1 unset)');
    // Half listings, half calculations, at a steady rate.
    const row = await load({
      name: 'soak',
      url: apiUrl,
      requests: [
        { method: 'POST', path: '/catalog/show', body: LISTING_BODY, headers: JSON_HEADERS },
        {
          method: 'POST',
          path: '/cart/calculate',
          body: '{}',
          headers: { ...JSON_HEADERS, ...session },
        },
      ],
      rate: SOAK_RATE,
      durationS: soakS,
    });
    report.soak = {
      durationS: row.durationS,
      rate: SOAK_RATE,
      requests: row.requests,
      p99Ms: row.p99Ms,
      errors: row.errors,
      non2xx: row.non2xx,
      start,
      end: await memory(apiUrl),
    };
  });
  return report;
}

const mib = (bytes: number | undefined): string =>
  bytes === undefined ? '—' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export function formatLoadReport(report: LoadReport): string {
  const header = [
    'scenario',
    'rate',
    'conn',
    'req',
    'req/s',
    'p50',
    'p99',
    'err',
    'non-2xx',
    'body',
    'target',
  ];
  const lines = report.rows.map((row) => [
    row.name,
    row.rate === 'max' ? 'max' : `${row.rate}/s`,
    String(row.connections),
    String(row.requests),
    String(row.requestsPerSecond),
    `${row.p50Ms} ms`,
    `${row.p99Ms} ms`,
    String(row.errors),
    String(row.non2xx),
    `${(row.bytesPerRequest / 1024).toFixed(1)} KiB`,
    row.target ? `p99 ≤ ${row.target.p99Ms} ms: ${row.target.met ? 'met' : 'MISSED'}` : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const out = [
    `Load (loopback, ${report.cpus} cores: ${report.cpuModel}; rows at 'max': autocannon; at a fixed rate: paced arrivals, timed from when due, conn = most in flight; bodies as sent, compressed where the server compresses)`,
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map(format),
  ];
  const soak = report.soak;
  if (soak) {
    out.push(
      `Soak ${soak.durationS} s at ${soak.rate} req/s (listing + calculate, API): ${soak.requests} requests, p99 ${soak.p99Ms} ms, ${soak.errors} errors, ${soak.non2xx} non-2xx; ` +
        `API RSS ${mib(soak.start?.rss)} → ${mib(soak.end?.rss)}, heap used ${mib(soak.start?.heapUsed)} → ${mib(soak.end?.heapUsed)}`,
    );
  }
  for (const note of report.notes) out.push(`note: ${note}`);
  return out.join('\n');
}

/** What the generator's process prints before its report (scripts/lib/bench/load-generator.ts). */
export const REPORT_MARKER = 'bench-load-report:';

/**
 * Runs the load table in a process of its own (scripts/lib/bench/load-generator.ts): the
 * shell's edge runs in this one (startShop()), and autocannon parsing answers on the same
 * event loop took about half of each hit's CPU, so the table measured the generator too.
 */
function runLoadBenchApart(options: LoadOptions): Promise<LoadReport> {
  const { log, ...serializable } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'bench', 'load-generator.ts')],
      {
        env: { ...process.env, BENCH_LOAD_OPTIONS: JSON.stringify(serializable) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // Progress lines pass through as they come; the report is the marked line.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(REPORT_MARKER)) {
        try {
          resolve(JSON.parse(line.slice(REPORT_MARKER.length)) as LoadReport);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else if (line) (log ?? console.info)(line);
    });
    child.on('error', reject);
    // 'close', not 'exit': it comes after the last line of the child's output has been read.
    child.on('close', (code) =>
      reject(new Error(`the load generator exited (${code ?? 'signal'}) without a report`)),
    );
  });
}

/**
 * Runs the load table (the generator in its own process), then the edge's CPU per render;
 * writes bench-results/load-<timestamp>.json and load-latest.json, answers the
 * printed table.
 */
export async function benchLoad(root: string, options: LoadOptions): Promise<string> {
  const report = await runLoadBenchApart(options);
  try {
    const cpu = await cpuPerRender(options.shellUrl, '/catalog', 30, options.metricsUrl);
    report.notes.push(
      `CPU per render of /catalog (a miss, one at a time, ${cpu.samples} renders): ` +
        `${cpu.msPerRender.toFixed(1)} ms of the edge's processes (the API's is not counted), ` +
        `${cpu.wallMsPerRender.toFixed(1)} ms wall`,
    );
  } catch (error) {
    report.notes.push(`CPU per render: ${errorText(error)}`);
  }
  const folder = join(root, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const json = JSON.stringify({ at: new Date().toISOString(), ...report }, null, 2);
  writeFileSync(join(folder, `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(join(folder, 'load-latest.json'), json);
  return formatLoadReport(report);
}
