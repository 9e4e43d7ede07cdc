/**
 * The API's Prometheus metrics (ADR 32): requests and latency by route template and status,
 * the database pool, Node's own figures. A registry per server (tests build many in one
 * process); served by its own listener (metricsListenFromEnv), never on the API's port, which
 * the edge proxies under /api.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { App } from '../app-context';

/** The PostgreSQL pool's figures (pg.Pool has them); SQLite has one connection and none. */
export interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

export const DEFAULT_METRICS_PORT = 8094;

/** Registers the request hooks and the pool's gauges; returns the server's registry. */
export function registerMetrics(
  app: App,
  database: { dialect: string; pool?: PoolFigures },
): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'shop-api' });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'shop_api_http_requests_total',
    help: 'Requests the API answered, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'shop_api_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status.',
    labelNames,
    buckets: SECONDS,
    registers: [registry],
  });
  const { pool } = database;
  new Gauge({
    name: 'shop_api_db_pool_connections',
    help: 'Database connections by state (total, idle, in use, waiting clients); SQLite: one, always in use.',
    labelNames: ['dialect', 'state'] as const,
    registers: [registry],
    collect() {
      const dialect = database.dialect;
      if (!pool) {
        this.set({ dialect, state: 'total' }, 1);
        return;
      }
      this.set({ dialect, state: 'total' }, pool.totalCount);
      this.set({ dialect, state: 'idle' }, pool.idleCount);
      this.set({ dialect, state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ dialect, state: 'waiting' }, pool.waitingCount);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The template (/products/:id), never the URL: one series per route, not per product.
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

/** GET /metrics of a registry, on a Fastify instance of its own (not listening). */
export function buildMetricsListener(registry: Registry): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return app;
}

/**
 * Where the metrics listener listens: SHOP_API_METRICS_HOST (127.0.0.1) and
 * SHOP_API_METRICS_PORT (8094; 0 or `off` turns it off).
 */
export function metricsListenFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): { host: string; port: number } | null {
  const value = env.SHOP_API_METRICS_PORT;
  if (value === 'off' || value === '0') return null;
  const port = Number(value ?? DEFAULT_METRICS_PORT);
  return {
    host: env.SHOP_API_METRICS_HOST ?? '127.0.0.1',
    port: Number.isInteger(port) && port > 0 && port < 65_536 ? port : DEFAULT_METRICS_PORT,
  };
}
