/**
 * npm run deploy:remote -- <remote> [--origin URL] [--version V] [--no-build] [--dist DIR] [--canary PERCENT]
 *   publish the current build (or the build in DIR), switch the registry; with --canary, to
 *   PERCENT % of visitors only (ADR 33)
 * npm run promote -- <remote>        the running canary becomes every visitor's version
 * npm run rollback -- <remote>       end the running canary; without one, back to the previous deployment
 * npm run canary:status [-- <remote>]  what each remote serves and how its last canary ended
 */
import type { RegistryStore } from '../shell/server/registry-store';
import { isRemoteName, REMOTES } from './lib/apps';
import { buildIfChanged } from './lib/build-apps';
import { canaryPercent, deployCanary, promote, rollback, status } from './lib/canary-commands';
import { deployRemote, registryStore } from './lib/deploy';

const COMMANDS = ['deploy', 'promote', 'rollback', 'status'];

/**
 * The registry these commands change is the one the shells read (ADR 31): PostgreSQL when
 * SHOP_REGISTRY_DATABASE_URL or SHOP_API_DATABASE_URL is set, else the file of `npm start`.
 */
async function main(argv: string[]): Promise<void> {
  const registry = registryStore();
  try {
    await run(argv, registry);
  } finally {
    await registry.close();
  }
}

async function run(argv: string[], registry: RegistryStore): Promise<void> {
  const [command, remote, ...rest] = argv;
  if (command === 'status' && (remote === undefined || isRemoteName(remote))) {
    for (const line of await status(remote, registry)) console.info(line);
    return;
  }
  if (!remote || !isRemoteName(remote) || !command || !COMMANDS.includes(command)) {
    console.error(
      `usage: deploy-remote.ts deploy|promote|rollback|status <${REMOTES.join('|')}> [--origin URL] [--version V] [--no-build] [--dist DIR] [--canary PERCENT]`,
    );
    process.exit(2);
  }
  if (command === 'rollback') return console.info(await rollback(remote, registry));
  if (command === 'promote') return console.info(await promote(remote, registry));
  const flag = (name: string) => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  // Checked before building or copying anything.
  const percent = rest.includes('--canary') ? canaryPercent(remote, flag('--canary')) : null;
  const buildDir = flag('--dist');
  if (!rest.includes('--no-build') && !buildDir) await buildIfChanged([remote]);
  const options = {
    registry,
    origin: flag('--origin'),
    version: flag('--version'),
    ...(buildDir ? { buildDir } : {}),
  };
  if (percent !== null) return console.info(await deployCanary(remote, percent, options));
  const url = await deployRemote(remote, options);
  console.info(`${remote} deployed: the registry now points at ${url}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
