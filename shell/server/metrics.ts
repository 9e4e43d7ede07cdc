import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ClientBeacons } from './client-beacons';

/**
 * The shell server's Prometheus metrics (ADR 32). One registry per process (an edge of several
 * processes sums them on its metrics listener, ADR 34); the server's hooks feed them, and tables kept elsewhere (the
 * beacons, the page cache) are read at each scrape. Served only on the metrics listener
 * (startMetricsListener), never on the public edge.
 */
export const shellRegistry = new Registry();
shellRegistry.setDefaultLabels({ service: 'shell' });
collectDefaultMetrics({ register: shellRegistry });

/** 1 in each process: summed over an edge of several processes, how many of them answered. */
new Gauge({
  name: 'shop_edge_processes',
  help: 'Edge processes whose figures this scrape holds (1 per process, summed over a clustered edge).',
  registers: [shellRegistry],
}).set(1);

/** Latency buckets in seconds: a page render is 10 ms-1 s, an /api call 1 ms-15 s (its time-out). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'Requests the edge answered, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [shellRegistry],
});

export const httpDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [shellRegistry],
});

export const serverRenderDuration = new Histogram({
  name: 'shop_server_render_duration_seconds',
  help: "A served page's server render, by route owner and outcome (served: the owner's markup in the page; browser: left to the browser).",
  labelNames: ['owner', 'outcome'] as const,
  buckets: SECONDS,
  registers: [shellRegistry],
});

export const renderTurnWait = new Histogram({
  name: 'shop_server_render_turn_wait_seconds',
  help: "How long a page's server render waited for a turn (render-turns.ts); one that got none is counted at its longest wait.",
  buckets: [0.001, ...SECONDS],
  registers: [shellRegistry],
});

export const budgetFallbacks = new Counter({
  name: 'shop_server_render_budget_fallbacks_total',
  help: "Pages whose owner's server render failed or ran past its budget: the browser renders the slot.",
  labelNames: ['owner'] as const,
  registers: [shellRegistry],
});

/** What the page cache (page-cache.ts' PageCache.stats()) counts since the start. */
export interface PageCacheCounts {
  hits: number;
  stale: number;
  misses: number;
  bypasses: number;
}

const pageCaches = new Set<() => PageCacheCounts>();

/** Counts this cache's answers in shop_page_cache_requests_total (the shell's server does it). */
export function observePageCache(stats: () => PageCacheCounts): () => void {
  pageCaches.add(stats);
  return () => pageCaches.delete(stats);
}

new Counter({
  name: 'shop_page_cache_requests_total',
  help: 'Served pages by page cache answer: hit (fresh), stale (served while refreshed), miss (rendered and kept), bypass (rendered, not kept).',
  labelNames: ['result'] as const,
  registers: [shellRegistry],
  collect() {
    this.reset();
    for (const stats of pageCaches) {
      const { hits, stale, misses, bypasses } = stats();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'stale' }, stale);
      this.inc({ result: 'miss' }, misses);
      this.inc({ result: 'bypass' }, bypasses);
    }
  },
});

const beaconTables = new Set<ClientBeacons>();

/** Counts the beacons of this table in the metrics below (the shell's server does it). */
export function observeBeacons(beacons: ClientBeacons): () => void {
  beaconTables.add(beacons);
  return () => beaconTables.delete(beacons);
}

/** The beacons' table as a counter: reset and refilled from the table on each scrape. */
function beaconCounter(
  name: string,
  help: string,
  value: (counts: ReturnType<ClientBeacons['all']>[number]) => number,
) {
  return new Counter({
    name,
    help,
    labelNames: ['remote', 'manifest_url'] as const,
    registers: [shellRegistry],
    collect() {
      this.reset();
      for (const table of beaconTables)
        for (const counts of table.all()) {
          const amount = value(counts);
          if (amount > 0)
            this.inc({ remote: counts.remote, manifest_url: counts.manifestUrl }, amount);
        }
    },
  });
}

beaconCounter(
  'shop_browser_page_views_total',
  'Page views browsers reported, by remote version loaded (beacons).',
  (counts) => counts.views,
);
beaconCounter(
  'shop_browser_boundary_errors_total',
  "Errors a remote's slot boundary caught in browsers, by remote version (beacons).",
  (counts) => counts.boundaryErrors,
);
beaconCounter(
  'shop_browser_remote_load_failures_total',
  'Remote containers or modules browsers failed to load, by remote version (beacons).',
  (counts) => counts.loadFailures,
);

const routeNames = new WeakMap<FastifyRequest, string>();

/**
 * Names a request's route more closely than its Fastify template: the page handler (`/*`)
 * serves every page and file, so it names the page's route (`product`, `catalog`…) or `asset`.
 */
export function labelRoute(request: FastifyRequest, name: string): void {
  routeNames.set(request, name);
}

/** Requests that matched no route are one label, not one per URL a client made up. */
const routeOf = (request: FastifyRequest): string =>
  routeNames.get(request) ?? request.routeOptions.url ?? 'unmatched';

/** Counts and times every request by its route's template (`/*`, `/api/*`), never its URL. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics on a listener of its own (SHOP_METRICS_HOST:SHOP_METRICS_PORT, loopback by
 * default): the edge's port never serves it, so no visitor reaches it whatever the proxy in
 * front forwards.
 */
/** What a metrics listener serves: a registry, or the sum over an edge's processes (ADR 34). */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

export async function startMetricsListener(
  registry: MetricsSource,
  listen: { host: string; port: number },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  await app.listen(listen);
  return app;
}
