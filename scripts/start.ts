/**
 * `npm start`: builds what changed, deploys each remote to its own origin,
 * starts the API with its embedded database, and serves the shop at :8080.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from '../shell/server/shell-server';
import { apiPort, appFolder, DEPLOY_DIR, portOf, REGISTRY_FILE, REMOTES, ROOT, RUNTIME_DIR } from './lib/apps';
import { buildIfChanged } from './lib/build-apps';
import { ensureDeployed } from './lib/deploy';
import { buildStaticOrigin, originRoot } from './lib/static-origin';
import { waitForHttp } from './lib/wait-for-http';

const HOST = '127.0.0.1';

async function main(): Promise<void> {
  const started = Date.now();
  if (process.env.SHOP_SKIP_BUILD !== '1') buildIfChanged(['shell', ...REMOTES]);

  const api = startApi();
  const servers: FastifyInstance[] = [];
  for (const remote of REMOTES) {
    ensureDeployed(remote);
    const origin = await buildStaticOrigin(originRoot(DEPLOY_DIR, remote));
    await origin.listen({ port: portOf(remote), host: HOST });
    servers.push(origin);
  }
  const shell = await buildShellServer({
    distDir: join(appFolder('shell'), 'dist'),
    registryFile: REGISTRY_FILE,
    apiOrigin: `http://${HOST}:${apiPort()}`,
    defaultStorefront: process.env.SHOP_DEFAULT_STOREFRONT === 'en' ? 'en' : 'ru',
  });
  await shell.listen({ port: portOf('shell'), host: HOST });
  servers.push(shell);
  await waitForHttp(`http://${HOST}:${apiPort()}/health`, 120_000);

  console.info(`\nThe shop is ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  console.info(`  Russian storefront  http://localhost:${portOf('shell')}`);
  console.info(`  English storefront  http://en.localhost:${portOf('shell')}`);
  for (const remote of REMOTES) console.info(`  ${remote.padEnd(19)} http://localhost:${portOf(remote)}`);
  console.info(`  API                 http://localhost:${apiPort()}  (OpenAPI at /openapi.json)\n`);

  const stop = async () => {
    api.kill('SIGTERM');
    await Promise.allSettled(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function startApi(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/shop-api/src/main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      SHOP_API_PORT: String(apiPort()),
      SHOP_API_DB: process.env.SHOP_API_DB ?? join(RUNTIME_DIR, 'shop.sqlite'),
    },
  });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`[start] the API server stopped (code ${code}, signal ${signal})`);
      process.exit(1);
    }
  });
  return child;
}

main().catch((error: unknown) => {
  console.error('[start] could not start the shop', error);
  process.exit(1);
});
