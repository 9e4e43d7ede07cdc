/**
 * npm run topology            nginx in front of two shells and two APIs on one PostgreSQL,
 *                              on this machine (ADR 31, README "Operations"); Ctrl-C stops it
 * npm run topology -- stop    stops the one started from this repository (SIGTERM to it)
 * Options: --port N (the edge's port, default a free one), --no-build.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runtimeDir } from './lib/apps';
import { startTopology, TopologyUnavailable } from './topology-cluster';

const PID_FILE = join(runtimeDir(), 'topology.pid');

async function start(port: number | undefined, build: boolean): Promise<void> {
  const topology = await startTopology({ ...(port ? { edgePort: port } : {}), build });
  mkdirSync(runtimeDir(), { recursive: true });
  writeFileSync(PID_FILE, String(process.pid));
  const [shell0, shell1] = topology.shells;
  const [api0, api1] = topology.apis;
  console.info(
    [
      `The topology is up (${topology.dir}):`,
      `  shop (nginx's edge)   ${topology.edge}  (English: ${topology.edge.replace('127.0.0.1', 'en.localhost')})`,
      `  shells                ${shell0.url} ${shell1.url}  (registry in PostgreSQL)`,
      `  APIs (nginx inside)   ${topology.internalApi} -> ${api0.url} ${api1.url}`,
      `  PostgreSQL            ${topology.databaseUrl}`,
      `  deploy to it          SHOP_DEPLOY_DIR=${topology.dir}/deploy SHOP_REGISTRY_DATABASE_URL=${topology.databaseUrl} npm run deploy:remote -- catalog --origin ${topology.origins.catalog}`,
      `  logs                  ${topology.dir}/*.log`,
      'Ctrl-C (or npm run topology -- stop) stops and removes it.',
    ].join('\n'),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.info('stopping the topology…');
    void topology.stop().finally(() => {
      rmSync(PID_FILE, { force: true });
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function stopRunning(): void {
  if (!existsSync(PID_FILE)) {
    console.info('no topology is running (no .runtime/topology.pid)');
    return;
  }
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
    console.info(`sent SIGTERM to the topology (pid ${pid})`);
  } catch {
    console.info(`the topology (pid ${pid}) is not running`);
    rmSync(PID_FILE, { force: true });
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
});

if (positionals[0] === 'stop') stopRunning();
else if (positionals[0] === undefined || positionals[0] === 'start')
  start(values.port ? Number(values.port) : undefined, !values['no-build']).catch(
    (error: unknown) => {
      console.error(
        error instanceof TopologyUnavailable
          ? `[topology] cannot start here: ${error.message}`
          : error,
      );
      process.exit(1);
    },
  );
else {
  console.error('usage: topology.ts [start|stop] [--port N] [--no-build]');
  process.exit(2);
}
