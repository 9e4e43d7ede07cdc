/**
 * Serves only the shell (pages, /remotes.json from a given registry, the /api proxy):
 * a second shell for tests that re-point or stop remotes without touching the main one.
 *   node --import tsx scripts/serve-shell.ts --port 8180 --registry /tmp/registry.json
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildShellServer } from '../shell/server/shell-server';
import { apiPort, appFolder, REGISTRY_FILE } from './lib/apps';
import { serverRenderOptions } from './lib/shop';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    registry: { type: 'string', default: REGISTRY_FILE },
    api: { type: 'string', default: `http://127.0.0.1:${apiPort()}` },
  },
});

async function main(): Promise<void> {
  const server = await buildShellServer({
    distDir: join(appFolder('shell'), 'dist'),
    registryFile: values.registry,
    apiOrigin: values.api,
    ...serverRenderOptions(),
  });
  await server.listen({ port: Number(values.port), host: '127.0.0.1' });
  console.info(`shell on http://localhost:${values.port} with registry ${values.registry}`);
}

void main();
