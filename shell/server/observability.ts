import type { FastifyInstance } from 'fastify';
import { logWarning } from '@shop/error-codes';
import { startErrorReporting } from '@shop/error-codes/node';
import { SHELL_ERRORS } from '../src/error-codes';
import { shellRegistry, startMetricsListener, type MetricsSource } from './metrics';

/**
 * The shell process's operations settings from the environment (README: Operations, ADR 32):
 * SHOP_SENTRY_DSN (this server's errors), SHOP_SENTRY_BROWSER_DSN (the pages', default the
 * same), SHOP_LOG=1 (JSON request logs; on in production unless 0), SHOP_METRICS_HOST and
 * SHOP_METRICS_PORT (the metrics listener, 127.0.0.1:8093; `off` turns it off).
 */

export const DEFAULT_SHELL_METRICS_PORT = 8093;

/** What buildShellServer takes from the environment. */
export function observabilityOptions(env: NodeJS.ProcessEnv = process.env): {
  browserErrorDsn?: string;
  logger: boolean;
} {
  const browserErrorDsn = env.SHOP_SENTRY_BROWSER_DSN || env.SHOP_SENTRY_DSN || undefined;
  const production = env.SHOP_API_MODE === 'production';
  return {
    ...(browserErrorDsn ? { browserErrorDsn } : {}),
    logger: env.SHOP_LOG === '1' || (production && env.SHOP_LOG !== '0'),
  };
}

/** The Node SDK for this process, with SHOP_SENTRY_DSN only; true when on. */
export const startShellErrorReporting = (env: NodeJS.ProcessEnv = process.env): boolean =>
  startErrorReporting({
    dsn: env.SHOP_SENTRY_DSN,
    service: 'shell',
    environment: env.SHOP_API_MODE === 'production' ? 'production' : 'development',
  });

/**
 * Starts the metrics listener where the environment says; a taken port costs the figures, not
 * the shop (SHELL-037). Null when off or failed. `source`: this process's registry, or the sum
 * over the edge's processes (scripts/lib/edge-processes.ts).
 */
export async function startShellMetrics(
  env: NodeJS.ProcessEnv = process.env,
  source: MetricsSource = shellRegistry,
): Promise<FastifyInstance | null> {
  if (env.SHOP_METRICS_PORT === 'off' || env.SHOP_METRICS_PORT === '0') return null;
  const port = Number(env.SHOP_METRICS_PORT ?? DEFAULT_SHELL_METRICS_PORT);
  const host = env.SHOP_METRICS_HOST ?? '127.0.0.1';
  try {
    return await startMetricsListener(source, {
      host,
      port: Number.isInteger(port) && port > 0 && port < 65_536 ? port : DEFAULT_SHELL_METRICS_PORT,
    });
  } catch (error) {
    logWarning(SHELL_ERRORS.METRICS_LISTENER_FAILED, `${host}:${port}`, error);
    return null;
  }
}
