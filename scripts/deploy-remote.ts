/**
 * npm run deploy:remote -- <remote> [--origin URL] [--version V] [--no-build] [--dist DIR]
 *   publish the current build (or the build in DIR), switch the registry
 * npm run rollback -- <remote>                      switch the registry back to the previous deployment
 */
import { rollbackRemote } from '../shell/server/registry-store';
import { isRemoteName, REGISTRY_FILE, REMOTES } from './lib/apps';
import { buildIfChanged } from './lib/build-apps';
import { deployRemote } from './lib/deploy';

async function main(argv: string[]): Promise<void> {
  const [command, remote, ...rest] = argv;
  if (!remote || !isRemoteName(remote) || (command !== 'deploy' && command !== 'rollback')) {
    console.error(
      `usage: deploy-remote.ts deploy|rollback <${REMOTES.join('|')}> [--origin URL] [--version V] [--no-build] [--dist DIR]`,
    );
    process.exit(2);
  }
  if (command === 'rollback') {
    const registry = rollbackRemote(REGISTRY_FILE, remote);
    console.info(`${remote} now serves ${registry[remote]?.current}`);
    return;
  }
  const flag = (name: string) => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  const buildDir = flag('--dist');
  if (!rest.includes('--no-build') && !buildDir) await buildIfChanged([remote]);
  const url = deployRemote(remote, {
    origin: flag('--origin'),
    version: flag('--version'),
    ...(buildDir ? { buildDir } : {}),
  });
  console.info(`${remote} deployed: the registry now points at ${url}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
