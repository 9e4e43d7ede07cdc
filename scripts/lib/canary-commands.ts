import type { RemoteName } from '@shop/types';
import {
  canaryStatus,
  promoteCanary,
  rollBackCanary,
  runningCanary,
  startCanary,
} from '../../shell/server/canary';
import { canaryRegistryOf } from '../../shell/server/canary-registry';
import { rollbackRemote, type RegistryTarget } from '../../shell/server/registry-store';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../shell/src/error-codes';
import { copyRelease, type DeployOptions } from './deploy';
import { registryFile } from './apps';

/**
 * The canary commands of scripts/deploy-remote.ts (ADR 33, README "Canary releases"). Each
 * changes the newest registry document in the registry store and says what it did.
 */

const byCommand = (reason: string) => ({ reason, decidedBy: 'command', now: new Date() });

/** `--canary 50` → 50; anything but a whole percent 1–99 is refused before a file is copied. */
export function canaryPercent(remote: RemoteName, raw: string | undefined): number {
  const percent = raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  if (percent >= 1 && percent <= 99) return percent;
  throw new Error(
    errorText(
      SHELL_ERRORS.CANARY_PERCENT_INVALID,
      `${remote}: --canary ${raw ?? ''} is not a whole percent from 1 to 99`,
    ),
  );
}

/** Publishes the build to `percent` % of visitors; the stable version stays everyone else's. */
export async function deployCanary(
  remote: RemoteName,
  percent: number,
  options: DeployOptions = {},
): Promise<string> {
  const url = copyRelease(remote, options);
  await canaryRegistryOf(options.registry ?? options.registryFile ?? registryFile()).update(
    (registry) => startCanary(registry, remote, url, percent, new Date()),
  );
  return `${remote}: canary ${url} serves ${percent} % of visitors`;
}

export async function promote(
  remote: RemoteName,
  file: RegistryTarget = registryFile(),
): Promise<string> {
  const registry = await canaryRegistryOf(file).update((newest) =>
    promoteCanary(newest, remote, byCommand('promoted by command')),
  );
  return `${remote}: canary promoted, every visitor gets ${registry[remote]?.current}`;
}

/** Ends a running canary (everyone back on stable); without one, the previous deployment. */
export async function rollback(
  remote: RemoteName,
  file: RegistryTarget = registryFile(),
): Promise<string> {
  const access = canaryRegistryOf(file);
  if (runningCanary(remote, (await access.read())[remote])) {
    const registry = await access.update((newest) =>
      rollBackCanary(newest, remote, byCommand('rolled back by command')),
    );
    return `${remote}: canary rolled back, every visitor gets ${registry[remote]?.current}`;
  }
  const { registry } = await rollbackRemote(file, remote);
  return `${remote} now serves ${registry[remote]?.current}`;
}

export async function status(
  remote?: RemoteName,
  file: RegistryTarget = registryFile(),
): Promise<string[]> {
  const registry = await canaryRegistryOf(file).read();
  if (!remote) return canaryStatus(registry);
  return registry[remote] ? canaryStatus({ [remote]: registry[remote] }) : [];
}
