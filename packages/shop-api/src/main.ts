/**
 * Starts the reference backend: SHOP_API_PORT (8090), SHOP_API_DB or SHOP_API_DATABASE_URL,
 * SHOP_API_MODE, SHOP_API_PUBLIC_PATH (README: configuration).
 */
import { type ServerOptions, listenFromEnv, optionsFromEnv } from './config';
import { TEST_HOOKS_HOST } from './features/test-hooks/test-hooks';
import { UnsafeProductionError } from './production-check';
import { buildServer } from './server';

/** Where the data lives, for the start line: the SQLite file, or PostgreSQL without the password. */
function databaseLabel(options: ServerOptions): string {
  if (!options.databaseUrl) return `db ${options.dbPath}`;
  const url = new URL(options.databaseUrl);
  return `postgres ${url.host}${url.pathname}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const options = optionsFromEnv();
  const app = await buildServer(options);
  if (options.production && options.disableRateLimit) {
    console.warn(
      '[shop-api] WARNING: rate limits are off in production mode (SHOP_API_NO_RATE_LIMIT=1, for benchmarks only)',
    );
  }
  const { port, host } = listenFromEnv();
  await app.listen({ port, host });
  if (app.testHooks) {
    await app.testHooks.listen({ port: options.testHooksPort, host: TEST_HOOKS_HOST });
    console.info(
      `[shop-api] test hooks on http://${TEST_HOOKS_HOST}:${options.testHooksPort} (SHOP_API_TEST_HOOKS=1; never on a public listener)`,
    );
  }
  console.info(
    `[shop-api] listening on http://${host}:${port} (${databaseLabel(options)}, ${options.production ? 'production' : 'development'} mode, login codes via ${app.shopContext.sms.label}, ready in ${Date.now() - started} ms)`,
  );
  const stop = (): void => {
    void app.close().then(() => process.exit(0));
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
