/**
 * Serves one remote's deployments from its own origin, like its CDN would.
 *   node --import tsx scripts/serve-origin.ts --remote favorites --port 8185 [--deploy-dir DIR]
 */
import { parseArgs } from 'node:util';
import { DEPLOY_DIR, isRemoteName } from './lib/apps';
import { buildStaticOrigin, originRoot } from './lib/static-origin';

const { values } = parseArgs({
  options: {
    remote: { type: 'string' },
    port: { type: 'string' },
    'deploy-dir': { type: 'string', default: DEPLOY_DIR },
  },
});

if (!values.remote || !isRemoteName(values.remote) || !values.port) {
  console.error('usage: serve-origin.ts --remote <name> --port <port> [--deploy-dir DIR]');
  process.exit(2);
}
const remote = values.remote;

async function main(): Promise<void> {
  const origin = await buildStaticOrigin(originRoot(values['deploy-dir'], remote));
  await origin.listen({ port: Number(values.port), host: '127.0.0.1' });
  console.info(`${remote} origin on http://localhost:${values.port}`);
}

void main();
