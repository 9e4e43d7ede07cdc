/**
 * The shell's edge in several processes sharing one port (node:cluster, ADR 34): a page render
 * holds a process's event loop for tens of milliseconds, so one process uses one core however
 * many the machine has. The starting process forks them, restarts one that dies, and stops them
 * gracefully (each drains its connections, as a lone shell does on SIGTERM).
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { errorText, logError } from '@shop/error-codes';
import type { MetricsSource } from '../../shell/server/metrics';
import { valueWithin } from '../../shell/server/value-within';
import { SCRIPTS_ERRORS } from './error-codes';
import { stopChild } from './stop-child';

/** What an edge process tells the starting process (edge-worker.ts). */
export const EDGE_OPEN_MESSAGE = 'shop-edge:open';

/**
 * Past four, more processes of the edge only add memory (about 350 MB each) in front of the one
 * API process `npm start` runs; a bigger machine runs more shells behind a balancer (ADR 31).
 */
export const DEFAULT_MAX_EDGE_PROCESSES = 4;

/**
 * SHOP_SHELL_PROCESSES, or one per core but one, up to DEFAULT_MAX_EDGE_PROCESSES: `npm start`
 * runs the API on the same machine, and on 2 cores a second edge process took the API's core
 * (the shopper journey's p99 went from 31–45 to 50–69 ms, ADR 34).
 */
export function edgeProcessCount(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = availableParallelism(),
): number {
  const asked = env.SHOP_SHELL_PROCESSES?.trim();
  if (!asked) return Math.max(1, Math.min(cores - 1, DEFAULT_MAX_EDGE_PROCESSES));
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(
      errorText(
        SCRIPTS_ERRORS.INVALID_EDGE_PROCESSES,
        `SHOP_SHELL_PROCESSES=${asked}: a whole number of processes from 1 to 64`,
      ),
    );
  return count;
}

/**
 * Every edge process's metrics, summed, for the starting process's metrics listener: each
 * process answers with its own (prom-client's cluster protocol, set up by
 * shareMetricsWithStartingProcess).
 */
export function edgeMetricsSum(): MetricsSource {
  const sum = new AggregatorRegistry();
  return { contentType: sum.contentType, metrics: () => sum.clusterMetrics() };
}

/** In an edge process: answer the starting process's metrics requests with `registry`'s figures. */
export function shareMetricsWithStartingProcess(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // The constructor is what adds the process's listener for the requests.
  new AggregatorRegistry();
}

export interface EdgeProcessesOptions {
  count: number;
  /** The module each process runs, and node's flags for it (default: this process's own). */
  exec: string;
  execArgv?: string[];
  /** Added to each process's environment (this process's is inherited). */
  env?: Record<string, string>;
  /**
   * Wait until every process has said its shop is open (EDGE_OPEN_MESSAGE), at most this long;
   * unset, start() resolves once every process listens.
   */
  openTimeoutMs?: number;
  /** How long a process may drain before it is killed (default 12 s: its own deadline is 10 s). */
  stopDeadlineMs?: number;
  /** After start, a process that died is replaced this much later (default 1 s). */
  restartDelayMs?: number;
  log?: (message: string) => void;
}

export interface EdgeProcesses {
  /** The processes serving now. */
  pids(): number[];
  /** SIGTERM to each (it drains and exits), SIGKILL past the deadline. */
  stop(): Promise<void>;
}

export async function startEdgeProcesses(options: EdgeProcessesOptions): Promise<EdgeProcesses> {
  const log = options.log ?? console.info;
  cluster.setupPrimary({
    exec: options.exec,
    ...(options.execArgv ? { execArgv: options.execArgv } : {}),
  });
  const workers = new Set<Worker>();
  let stopping = false;
  let started = false;
  const restarts = new Set<NodeJS.Timeout>();

  /** A process, resolved once it listens (or says it is open, when asked to wait for that). */
  const fork = (): { worker: Worker; ready: Promise<void> } => {
    const worker = cluster.fork(options.env ?? {});
    workers.add(worker);
    const ready = new Promise<void>((resolve, reject) => {
      const waitForOpen = options.openTimeoutMs !== undefined;
      const onExit = (code: number | null, signal: string | null) =>
        reject(
          new Error(
            errorText(
              SCRIPTS_ERRORS.EDGE_PROCESS_EXITED,
              `an edge process exited while starting (code ${code}, signal ${signal})`,
            ),
          ),
        );
      worker.once('exit', onExit);
      const done = () => {
        worker.off('exit', onExit);
        resolve();
      };
      if (waitForOpen)
        worker.on('message', (message: unknown) => {
          if (message === EDGE_OPEN_MESSAGE) done();
        });
      else worker.once('listening', done);
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping || !started) return;
      logError(
        SCRIPTS_ERRORS.EDGE_PROCESS_EXITED,
        `edge process ${worker.process.pid} exited (code ${code}, signal ${signal}); starting another`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork().ready.catch(() => undefined);
      }, options.restartDelayMs ?? 1_000);
      restarts.add(timer);
    });
    return { worker, ready };
  };

  const stop = async (): Promise<void> => {
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    await Promise.all(
      [...workers].map((worker) => stopChild(worker.process, options.stopDeadlineMs ?? 12_000)),
    );
  };

  const forked = Array.from({ length: options.count }, fork);
  try {
    const allReady = Promise.all(forked.map(({ ready }) => ready));
    if (options.openTimeoutMs === undefined) await allReady;
    else if ((await valueWithin(allReady, options.openTimeoutMs)) === null)
      throw new Error(
        errorText(
          SCRIPTS_ERRORS.EDGE_PROCESS_EXITED,
          `the edge's processes did not open within ${options.openTimeoutMs} ms`,
        ),
      );
  } catch (error) {
    await stop();
    throw error;
  }
  started = true;
  log(`the edge serves from ${options.count} processes (SHOP_SHELL_PROCESSES; ADR 34)`);
  return {
    pids: () =>
      [...workers].map((worker) => worker.process.pid).filter((pid): pid is number => !!pid),
    stop,
  };
}
