/**
 * Starts the reference backend: SHOP_API_PORT (8090), SHOP_API_DB or SHOP_API_DATABASE_URL,
 * SHOP_API_MODE, SHOP_API_PUBLIC_PATH (README: configuration).
 */
import { logWarning } from '@shop/error-codes';
import { flushErrorReports, startErrorReporting } from '@shop/error-codes/node';
import { SHOP_API_ERRORS } from './log-codes';
import { type ServerOptions, listenFromEnv, optionsFromEnv } from './config';
import { buildMetricsListener, metricsListenFromEnv } from './plugins/metrics';
import { TEST_HOOKS_HOST } from './features/test-hooks/test-hooks';
import { UnsafeProductionError } from './production-check';
import { buildServer } from './server';
import {
  closeConnectionsWhenDraining,
  deadlineFromEnv,
  drainAndClose,
} from './lib/graceful-shutdown';

/** Where the data lives, for the start line: the SQLite file, or PostgreSQL without the password. */
function databaseLabel(options: ServerOptions): string {
  if (!options.databaseUrl) return `db ${options.dbPath}`;
  const url = new URL(options.databaseUrl);
  return `postgres ${url.host}${url.pathname}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const options = optionsFromEnv();
  // Error reports only with a DSN (ADR 32); nothing is sent without one.
  const reporting = startErrorReporting({
    dsn: process.env.SHOP_API_SENTRY_DSN,
    service: 'shop-api',
    environment: options.production ? 'production' : 'development',
  });
  const app = await buildServer(options);
  if (options.production && options.disableRateLimit) {
    console.warn(
      '[shop-api] WARNING: rate limits are off in production mode (SHOP_API_NO_RATE_LIMIT=1, for benchmarks only)',
    );
  }
  const { port, host } = listenFromEnv();
  // SIGTERM: no new connections, the requests in flight answered, then the pools closed (ADR 31).
  closeConnectionsWhenDraining(app);
  await app.listen({ port, host });
  if (app.testHooks) {
    await app.testHooks.listen({ port: options.testHooksPort, host: TEST_HOOKS_HOST });
    console.info(
      `[shop-api] test hooks on http://${TEST_HOOKS_HOST}:${options.testHooksPort} (SHOP_API_TEST_HOOKS=1; never on a public listener)`,
    );
  }
  // Prometheus' /metrics on a listener of its own, loopback by default: never under /api (ADR 32).
  const metricsAt = metricsListenFromEnv();
  const metrics = metricsAt ? buildMetricsListener(app.metricsRegistry) : undefined;
  if (metrics && metricsAt) {
    // A taken port costs the figures, not the shop.
    await metrics.listen(metricsAt).then(
      () =>
        console.info(`[shop-api] metrics on http://${metricsAt.host}:${metricsAt.port}/metrics`),
      (error: unknown) => logWarning(SHOP_API_ERRORS.METRICS_LISTENER_FAILED, String(error)),
    );
  }
  if (reporting) console.info('[shop-api] error reports on (SHOP_API_SENTRY_DSN)');
  console.info(
    `[shop-api] listening on http://${host}:${port} (${databaseLabel(options)}, ${options.production ? 'production' : 'development'} mode, login codes via ${app.shopContext.sms.label}, ready in ${Date.now() - started} ms)`,
  );
  const shutdown = {
    deadlineMs: deadlineFromEnv(process.env.SHOP_API_SHUTDOWN_DEADLINE_S),
    onDeadline: (open: number) =>
      console.warn(`[shop-api] shutdown deadline passed: ${open} connection(s) cut`),
  };
  const stop = (): void => {
    void Promise.allSettled([drainAndClose(app, shutdown), metrics?.close()])
      .then(() => (reporting ? flushErrorReports() : true))
      .then((sent) => {
        if (!sent) logWarning(SHOP_API_ERRORS.ERROR_REPORTING_FAILED, 'reports still queued');
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A refused production start is a configuration answer, not a crash: no stack trace.
  if (error instanceof UnsafeProductionError) console.error(`[shop-api] ${error.message}`);
  else console.error('[shop-api] failed to start', error);
  process.exit(1);
});
