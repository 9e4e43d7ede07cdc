/**
 * Graceful shutdown (ADR 31), the same for the API and the shell's server: on SIGTERM a server
 * stops accepting connections, answers the requests it has, closes each keep-alive connection
 * after its answer (so a balancer sends the next request elsewhere), then closes its pools —
 * or, past a deadline, cuts what is still open.
 */
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a shutdown waits for requests in flight by default. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * How long an idle keep-alive connection is left to its client to close first. A balancer's
 * upstream connections idle out sooner (the topology's nginx: keepalive_timeout 1s), so none is
 * closed by us at the instant it sends a request on it — a request that would be lost, not
 * retried, for a POST.
 */
export const IDLE_GRACE_MS = 2_000;

/**
 * Registered before the server listens: once it stops listening, every answer carries
 * `Connection: close`. Node closes idle connections when the listener closes; busy ones end
 * after their answer instead of waiting idle for a request that would find nobody.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!app.server.listening) reply.header('connection', 'close');
  });
}

export interface DrainOptions {
  deadlineMs?: number;
  idleGraceMs?: number;
  /** Called when the deadline cuts connections (the caller logs it with its own code). */
  onDeadline?: (open: number) => void;
}

/**
 * Stops accepting, waits for the requests in flight and lets idle keep-alive connections close
 * (theirs first, ours after idleGraceMs) — at most deadlineMs — then app.close() (its onClose
 * hooks release pools). True when every connection ended in time.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { deadlineMs = SHUTDOWN_DEADLINE_MS, idleGraceMs = IDLE_GRACE_MS, onDeadline }: DrainOptions = {},
): Promise<boolean> {
  const server = app.server;
  let clean = true;
  if (server.listening) {
    // net's close, not http's: that one also closes idle keep-alive connections at once.
    const drained = new Promise<void>((resolve) =>
      Server.prototype.close.call(server, () => resolve()),
    );
    const idle = setTimeout(() => server.closeIdleConnections(), idleGraceMs);
    const timer = setTimeout(() => {
      clean = false;
      server.getConnections((_error, open) => onDeadline?.(open));
      server.closeAllConnections();
    }, deadlineMs);
    await drained;
    clearTimeout(idle);
    clearTimeout(timer);
  }
  await app.close();
  return clean;
}

/** Deadline in ms from a number of seconds in the environment (e.g. SHOP_API_SHUTDOWN_DEADLINE_S). */
export function deadlineFromEnv(value: string | undefined): number {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : SHUTDOWN_DEADLINE_MS;
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits 0 (1 when stop fails). A second signal
 * while stopping is ignored: the deadline bounds the wait.
 */
export function stopOnSignals(stop: () => Promise<unknown>): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
