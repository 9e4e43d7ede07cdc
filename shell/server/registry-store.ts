import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RemoteName } from '@shop/types';
import { errorText, logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';

/** Every manifest URL a remote was deployed at, newest last; `current` is what pages load. */
export interface RemoteDeployments {
  current: string;
  history: string[];
}

export type RegistryFile = Partial<Record<RemoteName, RemoteDeployments>>;

export function readRegistry(file: string): RegistryFile {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RegistryFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Write to a temporary file and rename: a reader sees the old or the new registry, never half of one. */
export function writeRegistry(file: string, registry: RegistryFile): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, JSON.stringify(registry, null, 2) + '\n');
  renameSync(temporary, file);
}

/** A manifest URL the shell will load: absolute http(s) and nothing else (no javascript:, data:…). */
export function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The body of /remotes.json: remote -> current manifest URL. An entry that is not a valid
 * http(s) URL is left out (and logged): that remote shows its fallback, the rest of the shop works.
 */
export function currentManifests(registry: RegistryFile): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(registry).flatMap(([remote, deployments]) => {
      const current = deployments?.current;
      if (!current) return [];
      if (isManifestUrl(current)) return [[remote, current]];
      logError(
        SHELL_ERRORS.REGISTRY_ENTRY_INVALID,
        `registry entry of ${remote} is not an http(s) URL; ignored`,
      );
      return [];
    }),
  );
}

export function publishRemote(file: string, remote: RemoteName, manifestUrl: string): RegistryFile {
  if (!isManifestUrl(manifestUrl))
    throw new Error(
      errorText(
        SHELL_ERRORS.ORIGIN_NOT_HTTP,
        `${remote}: ${JSON.stringify(manifestUrl)} is not an http(s) URL`,
      ),
    );
  const registry = readRegistry(file);
  const previous = registry[remote];
  const history = [...(previous?.history ?? []).filter((url) => url !== manifestUrl), manifestUrl];
  registry[remote] = { current: manifestUrl, history };
  writeRegistry(file, registry);
  return registry;
}

/** Points a remote back at the deployment before the current one. */
export function rollbackRemote(file: string, remote: RemoteName): RegistryFile {
  const registry = readRegistry(file);
  const deployments = registry[remote];
  if (!deployments)
    throw new Error(errorText(SHELL_ERRORS.NEVER_DEPLOYED, `${remote} has never been deployed`));
  const index = deployments.history.lastIndexOf(deployments.current);
  const target = deployments.history[index - 1];
  if (!target)
    throw new Error(
      errorText(
        SHELL_ERRORS.NOTHING_TO_ROLL_BACK,
        `${remote} has no earlier deployment to roll back to`,
      ),
    );
  registry[remote] = { current: target, history: deployments.history };
  writeRegistry(file, registry);
  return registry;
}
