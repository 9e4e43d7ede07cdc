/**
 * The whole shop in one process: builds what changed, deploys each remote to its
 * own static origin, starts the API child process and the shell's server.
 * `npm start`, the bench and E2E set-up all start the shop through here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName, Storefront } from '@shop/types';
import { buildShellServer } from '../../shell/server/shell-server';
import { startShellErrorReporting, startShellMetrics } from '../../shell/server/observability';
import { startingGate } from '../../shell/server/starting-gate';
import {
  apiHealthUrl,
  defaultStorefrontFromEnv,
  EDGE_HOST,
  EDGE_NODE_FLAGS,
  edgeServerOptions,
} from './edge-options';
import { edgeMetricsSum, edgeProcessCount, startEdgeProcesses } from './edge-processes';
import { apiPort, deployDir, portOf, REMOTES, ROOT, runtimeDir } from './apps';
import { buildIfChanged } from './build-apps';
import { ensureDeployed, registryStore } from './deploy';
import {
  closeConnectionsWhenDraining,
  drainAndClose,
} from '../../packages/shop-api/src/lib/graceful-shutdown';
import { buildStaticOrigin, originRoot } from './static-origin';
import { stopChild } from './stop-child';

const HOST = EDGE_HOST;
/** A first start seeds the database and makes its images. */
const API_TIMEOUT_MS = 120_000;

const startingNotice = (): string =>
  `http://localhost:${portOf('shell')} answers "the shop is starting" until the API is up ` +
  '(a first start creates its database and images: about a minute) …';

export type ShopApp = 'shell' | RemoteName;

export interface ShopOptions {
  /** Ports per app and for the API; unset ones come from SHOP_PORT_* / SHOP_API_PORT or the defaults. */
  ports?: Partial<Record<ShopApp | 'api', number>>;
  /** Registry and database folder (SHOP_RUNTIME_DIR). */
  runtimeDir?: string;
  /** Where remote builds are published (SHOP_DEPLOY_DIR). */
  deployDir?: string;
  /** Build the apps whose sources changed; default: unless SHOP_SKIP_BUILD=1. */
  build?: boolean;
  /** Extra environment for the API child (e.g. SHOP_API_MODE=production). */
  apiEnv?: Record<string, string>;
  /** Write the API's output to this file instead of this process's stdout/stderr. */
  apiLogFile?: string;
  defaultStorefront?: Storefront;
  /** Called when the API exits on its own (not through stop()). */
  onApiExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  log?: (message: string) => void;
  /** How long to wait for the API's /health; default 120 s (a first start seeds the database). */
  apiTimeoutMs?: number;
  /**
   * Resolve without waiting for the API (the caller checks urls.api/health itself). Either
   * way the shell answers "the shop is starting" (503) until the API answers its /health.
   */
  waitForApi?: boolean;
  /** Tests: start the API this much later, as a slow first start would (SHOP_API_START_DELAY_MS). */
  apiStartDelayMs?: number;
}

export interface ShopUrls {
  /** Russian storefront (the default storefront for localhost). */
  shell: string;
  /** English storefront (en.localhost). */
  shellEn: string;
  remotes: Record<RemoteName, string>;
  api: string;
}

export interface RunningShop {
  urls: ShopUrls;
  stop(): Promise<void>;
}

/**
 * Options are written to process.env first: the deploy helpers, the manifest URLs in
 * the registry and the API child all read the same variables, so they cannot disagree.
 */
function applyOptions(options: ShopOptions): void {
  for (const [app, port] of Object.entries(options.ports ?? {})) {
    if (port === undefined) continue;
    const name =
      app === 'api' ? 'SHOP_API_PORT' : `SHOP_PORT_${app.toUpperCase().replace('-', '_')}`;
    process.env[name] = String(port);
  }
  if (options.runtimeDir) process.env.SHOP_RUNTIME_DIR = options.runtimeDir;
  if (options.deployDir) process.env.SHOP_DEPLOY_DIR = options.deployDir;
  // Never start on someone else's ports because a helper ignored the override.
  for (const [app, port] of Object.entries(options.ports ?? {})) {
    const actual = app === 'api' ? apiPort() : portOf(app as ShopApp);
    if (port !== undefined && actual !== port) {
      throw new Error(`SHOP-PORT ${app} would use port ${actual}, not the requested ${port}`);
    }
  }
}

export async function startShop(options: ShopOptions = {}): Promise<RunningShop> {
  applyOptions(options);
  const log = options.log ?? console.info;
  // The shell server's own error reports, with SHOP_SENTRY_DSN only (ADR 32).
  startShellErrorReporting();
  if (options.build ?? process.env.SHOP_SKIP_BUILD !== '1') {
    await buildIfChanged(['shell', ...REMOTES], log);
  }

  const servers: FastifyInstance[] = [];
  // What the shell reads and this start deploys to (ADR 31): the file, or PostgreSQL.
  const registry = registryStore();
  let stopping = false;
  let api: ChildProcess | undefined;
  const apiTimer = setTimeout(
    () => {
      if (!stopping) api = startApi(options, () => stopping);
    },
    options.apiStartDelayMs ?? (Number(process.env.SHOP_API_START_DELAY_MS) || 0),
  );
  let stopEdge: (() => Promise<void>) | undefined;
  const waitForApi = options.waitForApi ?? true;
  const stop = async (): Promise<void> => {
    stopping = true;
    clearTimeout(apiTimer);
    await Promise.allSettled([
      ...(api ? [stopChild(api)] : []),
      ...(stopEdge ? [stopEdge()] : []),
      // Requests in flight are answered first (ADR 31).
      ...servers.map((server) => drainAndClose(server)),
    ]);
    await registry.close();
  };
  try {
    for (const remote of REMOTES) {
      await ensureDeployed(remote, registry);
      const origin = await buildStaticOrigin(originRoot(deployDir(), remote));
      servers.push(origin);
      await origin.listen({ port: portOf(remote), host: HOST });
    }
    const processes = edgeProcessCount();
    if (processes > 1) {
      // The edge in several processes on the one port (ADR 34); each builds what the lone
      // edge below is built with (edge-options.ts), on its own registry handle and gate.
      if (waitForApi) log(startingNotice());
      const edge = await startEdgeProcesses({
        count: processes,
        exec: join(__dirname, 'edge-worker.ts'),
        execArgv: [...EDGE_NODE_FLAGS, '--import', 'tsx'],
        env: {
          SHOP_DEFAULT_STOREFRONT: options.defaultStorefront ?? defaultStorefrontFromEnv(),
        },
        ...(waitForApi ? { openTimeoutMs: options.apiTimeoutMs ?? API_TIMEOUT_MS } : {}),
        log,
      });
      stopEdge = edge.stop;
      // /metrics on its own loopback port, never the edge's (ADR 32): every process's figures.
      const metrics = await startShellMetrics(process.env, edgeMetricsSum());
      if (metrics) servers.push(metrics);
    } else {
      // Pages and /api calls wait for the API (and the server builds): "ready" means ready.
      const gate = startingGate(apiHealthUrl());
      const shell = await buildShellServer({
        ...edgeServerOptions({ registry, startingGate: gate }),
        ...(options.defaultStorefront ? { defaultStorefront: options.defaultStorefront } : {}),
      });
      servers.push(shell);
      closeConnectionsWhenDraining(shell);
      await shell.listen({ port: portOf('shell'), host: HOST });
      // /metrics on its own loopback port, never the edge's (ADR 32).
      const metrics = await startShellMetrics();
      if (metrics) servers.push(metrics);
      if (waitForApi) {
        log(startingNotice());
        await gate.whenOpen(options.apiTimeoutMs ?? API_TIMEOUT_MS);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [remote, `http://localhost:${portOf(remote)}`]),
  ) as Record<RemoteName, string>;
  return {
    urls: {
      shell: `http://localhost:${portOf('shell')}`,
      shellEn: `http://en.localhost:${portOf('shell')}`,
      remotes,
      api: `http://localhost:${apiPort()}`,
    },
    stop,
  };
}

function startApi(options: ShopOptions, stopping: () => boolean): ChildProcess {
  let stdio: 'inherit' | ['ignore', number, number] = 'inherit';
  if (options.apiLogFile) {
    mkdirSync(dirname(options.apiLogFile), { recursive: true });
    const fd = openSync(options.apiLogFile, 'a');
    stdio = ['ignore', fd, fd];
  }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'packages/shop-api/src/main.ts')],
    {
      cwd: ROOT,
      stdio,
      env: {
        ...process.env,
        SHOP_API_PORT: String(apiPort()),
        SHOP_API_DB: process.env.SHOP_API_DB ?? join(runtimeDir(), 'shop.sqlite'),
        ...options.apiEnv,
      },
    },
  );
  child.on('exit', (code, signal) => {
    if (stopping()) return;
    if (options.onApiExit) options.onApiExit(code, signal);
    else console.error(`[shop] the API server stopped (code ${code}, signal ${signal})`);
  });
  return child;
}
