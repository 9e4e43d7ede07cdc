/**
 * What the shell's edge is built with under `npm start`, from the environment: one definition
 * for the edge in the starting process and for each of its processes (edge-worker.ts, ADR 34).
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { logError } from '@shop/error-codes';
import type { Storefront } from '@shop/types';
import type { ShellServerOptions } from '../../shell/server/shell-server';
import type { RegistryStore } from '../../shell/server/registry-store';
import type { StartingGate } from '../../shell/server/starting-gate';
import { observabilityOptions } from '../../shell/server/observability';
import { SHELL_ERRORS } from '../../shell/src/error-codes';
import { deadlineFromEnv, drainAndClose } from '../../packages/shop-api/src/lib/graceful-shutdown';
import { apiPort, appFolder, registryFile } from './apps';

export const EDGE_HOST = '127.0.0.1';

/**
 * Node's flags for a process that runs the edge (npm start's, the bench's, a clustered edge's
 * and the topology's; package.json names them for the first three): a young generation of
 * 32 MB a half instead of 16. A render's data and markup live for the few milliseconds it
 * runs; with the default, a collection every ~30 ms under misses found renders under way,
 * copied their data and promoted much of it, and those pauses were a tenth of the edge's
 * main thread (issue #22).
 */
export const EDGE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/**
 * The shell's server rendering (on unless SHOP_SSR=0), its budget (SHOP_SSR_BUDGET_MS), the
 * renders a process runs at once (SHOP_SSR_TURNS, shell/server/render-turns.ts), the served
 * pages' early-tap capture (ADR 29; on unless SHOP_EARLY_TAPS=0) and the page cache (ADR 30;
 * on unless SHOP_PAGE_CACHE=0: every page rendered, to measure a render).
 */
export function serverRenderOptions(): {
  serverRender: boolean;
  serverRenderBudgetMs?: number;
  serverRenderTurns?: number;
  earlyTapCapture: boolean;
  pageCache?: false;
} {
  const budget = Number(process.env.SHOP_SSR_BUDGET_MS);
  const turns = Number(process.env.SHOP_SSR_TURNS);
  return {
    serverRender: process.env.SHOP_SSR !== '0',
    earlyTapCapture: process.env.SHOP_EARLY_TAPS !== '0',
    ...(process.env.SHOP_PAGE_CACHE === '0' ? { pageCache: false as const } : {}),
    ...(Number.isFinite(budget) && budget > 0 ? { serverRenderBudgetMs: budget } : {}),
    ...(Number.isInteger(turns) && turns > 0 ? { serverRenderTurns: turns } : {}),
  };
}

/** SHOP_TRUSTED_PROXIES, comma-separated: the balancer in front, whose X-Forwarded-* the edge believes. */
export const trustedProxiesFromEnv = (env: NodeJS.ProcessEnv = process.env): string[] =>
  (env.SHOP_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export const defaultStorefrontFromEnv = (env: NodeJS.ProcessEnv = process.env): Storefront =>
  env.SHOP_DEFAULT_STOREFRONT === 'en' ? 'en' : 'ru';

/** The edge `npm start` serves at :8080, on the given registry and starting gate. */
export function edgeServerOptions(parts: {
  registry: RegistryStore;
  startingGate: StartingGate;
}): ShellServerOptions {
  return {
    distDir: join(appFolder('shell'), 'dist'),
    registryFile: registryFile(),
    registry: parts.registry,
    apiOrigin: `http://${EDGE_HOST}:${apiPort()}`,
    // A real deployment's map tiles for the pickup-point chooser (off by default).
    ...(process.env.SHOP_MAP_TILES ? { mapTiles: process.env.SHOP_MAP_TILES } : {}),
    defaultStorefront: defaultStorefrontFromEnv(),
    // Server-rendered first screen (ADR 13); SHOP_SSR=0 turns it off.
    ...serverRenderOptions(),
    // JSON logs and the browser's error reports (ADR 32; README: Operations).
    ...observabilityOptions(),
    // Behind a load balancer: its addresses, so that the shell believes its X-Forwarded-*.
    trustedProxies: trustedProxiesFromEnv(),
    startingGate: parts.startingGate,
  };
}

/** The API's /health the edge's starting gate asks. */
export const apiHealthUrl = (): string => `http://${EDGE_HOST}:${apiPort()}/health`;

/**
 * A shell's server stopping on its own (serve-shell.ts, an edge process): it answers what it
 * has within SHOP_SHUTDOWN_DEADLINE_S (ADR 31), then lets go of its registry.
 */
export async function drainShell(server: FastifyInstance, registry: RegistryStore): Promise<void> {
  await drainAndClose(server, {
    deadlineMs: deadlineFromEnv(process.env.SHOP_SHUTDOWN_DEADLINE_S),
    onDeadline: (open) =>
      logError(SHELL_ERRORS.SHUTDOWN_DEADLINE_PASSED, `${open} connection(s) cut`),
  });
  await registry.close();
}
