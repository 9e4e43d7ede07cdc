/**
 * Serves only the shell (pages, /remotes.json, the /api proxy): one shell process of several
 * behind a balancer (scripts/topology.ts, ADR 31), or a second shell for tests that re-point or
 * stop remotes without touching the main one.
 *   node --import tsx scripts/serve-shell.ts --port 8180 --registry /tmp/registry.json
 *   SHOP_API_DATABASE_URL=postgres://… node --import tsx scripts/serve-shell.ts --port 8180 --api http://127.0.0.1:8190
 * Without --registry the registry is the environment's (registryStoreFromEnv: PostgreSQL with
 * SHOP_REGISTRY_DATABASE_URL or SHOP_API_DATABASE_URL). SHOP_TRUSTED_PROXIES names the
 * balancer. On SIGTERM it stops accepting, answers what it has and exits 0
 * (SHOP_SHUTDOWN_DEADLINE_S, default 10).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  closeConnectionsWhenDraining,
  stopOnSignals,
} from '../packages/shop-api/src/lib/graceful-shutdown';
import { fileRegistryStore, registryStoreFromEnv } from '../shell/server/registry-store';
import { buildShellServer } from '../shell/server/shell-server';
import { observabilityOptions, startShellErrorReporting } from '../shell/server/observability';
import { apiPort, appFolder, REGISTRY_FILE } from './lib/apps';
import { drainShell, serverRenderOptions, trustedProxiesFromEnv } from './lib/edge-options';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    registry: { type: 'string' },
    api: { type: 'string', default: `http://127.0.0.1:${apiPort()}` },
  },
});

async function main(): Promise<void> {
  startShellErrorReporting();
  const registry = values.registry
    ? fileRegistryStore(values.registry)
    : registryStoreFromEnv(REGISTRY_FILE);
  const server = await buildShellServer({
    distDir: join(appFolder('shell'), 'dist'),
    registryFile: values.registry ?? REGISTRY_FILE,
    registry,
    apiOrigin: values.api,
    trustedProxies: trustedProxiesFromEnv(),
    ...serverRenderOptions(),
    ...observabilityOptions(),
  });
  closeConnectionsWhenDraining(server);
  stopOnSignals(() => drainShell(server, registry));
  await server.listen({ port: Number(values.port), host: values.host });
  console.info(
    `shell on http://localhost:${values.port} (pid ${process.pid}) with registry ${registry.label}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
