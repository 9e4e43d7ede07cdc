/**
 * One process of the shell's edge under `npm start` (edge-processes.ts, ADR 34): the same
 * server as the edge in the starting process, on the port every process shares. It tells the
 * starting process when its shop is open, answers its /metrics requests (prom-client's cluster
 * protocol), and on SIGTERM, or when the starting process is gone, drains and exits.
 */
import { buildShellServer } from '../../shell/server/shell-server';
import { shellRegistry } from '../../shell/server/metrics';
import { startShellErrorReporting } from '../../shell/server/observability';
import { startingGate } from '../../shell/server/starting-gate';
import {
  closeConnectionsWhenDraining,
  stopOnSignals,
} from '../../packages/shop-api/src/lib/graceful-shutdown';
import { portOf } from './apps';
import { registryStore } from './deploy';
import { EDGE_OPEN_MESSAGE, shareMetricsWithStartingProcess } from './edge-processes';
import { apiHealthUrl, drainShell, EDGE_HOST, edgeServerOptions } from './edge-options';

/** As long as the starting process waits for the API on a first start (scripts/lib/shop.ts). */
const OPEN_WAIT_MS = 10 * 60_000;

async function main(): Promise<void> {
  startShellErrorReporting();
  // The starting process's /metrics sums this process's figures with the others'.
  shareMetricsWithStartingProcess(shellRegistry);
  const registry = registryStore();
  const gate = startingGate(apiHealthUrl());
  const server = await buildShellServer(edgeServerOptions({ registry, startingGate: gate }));
  closeConnectionsWhenDraining(server);
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopped ??= drainShell(server, registry));
  stopOnSignals(stop);
  // The starting process died without stopping this one: nothing routes here any more.
  process.on('disconnect', () => {
    void stop().finally(() => process.exit(0));
  });
  await server.listen({ port: portOf('shell'), host: EDGE_HOST });
  gate.whenOpen(OPEN_WAIT_MS).then(
    () => process.send?.(EDGE_OPEN_MESSAGE),
    // The gate's own error (SHELL-START-001) says why; the starting process times out too.
    (error: unknown) => console.error(error),
  );
}

main().catch((error: unknown) => {
  console.error('[shell] an edge process could not start', error);
  process.exit(1);
});
