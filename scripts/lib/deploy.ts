import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseContractVersion, type RemoteName } from '@shop/types';
import {
  isManifestUrl,
  registryStoreFromEnv,
  storeOf,
  withPublished,
  type RegistryStore,
} from '../../shell/server/registry-store';
import { runningCanary, supersedeCanary, type CanaryRegistry } from '../../shell/server/canary';
import { isSourceMap } from '../../shell/server/source-maps';
import { appFolder, deployDir, portOf, registryFile } from './apps';
import { sourceHash } from './build-apps';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../shell/src/error-codes';

export interface DeployOptions {
  /** Public origin of the remote's static server; default http://localhost:<port>. */
  origin?: string;
  /** The registry to switch; default the environment's (registryStore()). */
  registry?: RegistryStore;
  /** Shorthand for the file store of this file (tests). */
  registryFile?: string;
  version?: string;
  /** A build made elsewhere (e.g. with another contract stamp); default the remote's dist/. */
  buildDir?: string;
}

/**
 * The registry entry of one deployment. It carries the contract version the build was made
 * against (`?contract=`, docs/adr/0014): the shell reads it before loading anything, and
 * every reader that only wants the URL (CSP, preload, the federation runtime) is unaffected.
 */
export function manifestUrl(
  remote: RemoteName,
  version: string,
  origin = `http://localhost:${portOf(remote)}`,
  contract?: string,
): string {
  const url = `${origin}/${version}/mf-manifest.json`;
  return contract ? `${url}?contract=${encodeURIComponent(contract)}` : url;
}

/** The contract version a build recorded in its federation manifest (the webpack factory's stamp). */
export function builtContract(buildDir: string): string {
  const manifest = JSON.parse(readFileSync(join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { shopContract?: unknown };
  };
  const contract = manifest.metaData?.shopContract;
  if (typeof contract !== 'string' || !parseContractVersion(contract))
    throw new Error(
      errorText(
        SHELL_ERRORS.NO_CONTRACT_VERSION,
        `${buildDir}/mf-manifest.json records no contract version (metaData.shopContract); rebuild it`,
      ),
    );
  return contract;
}

/**
 * Where a deployed version's source maps are kept: beside the remotes' published folders,
 * not inside one, so no origin serves them (they hold the full source text).
 */
export function sourceMapsDir(remote: RemoteName, version: string): string {
  return join(deployDir(), '.source-maps', remote, version);
}

/** The build without its source maps under `target`, the maps under sourceMapsDir (first). */
function copyBuild(dist: string, target: string, maps: string): void {
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(isSourceMap))
    cpSync(join(dist, file), join(maps, file));
  cpSync(dist, target, { recursive: true, filter: (source) => !isSourceMap(source) });
}

/**
 * The registry the environment names (ADR 31): PostgreSQL with SHOP_REGISTRY_DATABASE_URL or
 * SHOP_API_DATABASE_URL, else the file of `npm start`. The caller closes it.
 */
export const registryStore = (): RegistryStore => registryStoreFromEnv(registryFile());

const registryOf = (options: DeployOptions): { store: RegistryStore; owned: boolean } =>
  options.registry
    ? { store: options.registry, owned: false }
    : { store: storeOf(options.registryFile ?? registryFile()), owned: true };

/**
 * Publishes the remote's current build under a versioned path, then switches the
 * registry to it atomically. Pages loaded after the switch get the new version (a canary
 * running meanwhile ends as superseded, ADR 33).
 */
export async function deployRemote(
  remote: RemoteName,
  options: DeployOptions = {},
): Promise<string> {
  const url = copyRelease(remote, options);
  const { store, owned } = registryOf(options);
  try {
    // One change of the newest document: the publish and the canary's end together.
    await store.update((registry) => {
      const running = runningCanary(remote, (registry as CanaryRegistry)[remote]);
      const published = withPublished(registry, remote, url) as CanaryRegistry;
      return running
        ? supersedeCanary(published, remote, {
            reason: `${url} deployed to every visitor`,
            decidedBy: 'command',
            now: new Date(),
          })
        : published;
    });
  } finally {
    if (owned) await store.close();
  }
  return url;
}

/**
 * Copies the remote's build (or `options.buildDir`) to its versioned folder on the origin and
 * returns the manifest URL to publish; the registry is not touched.
 */
export function copyRelease(remote: RemoteName, options: DeployOptions = {}): string {
  const dist = options.buildDir ?? join(appFolder(remote), 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    throw new Error(
      errorText(
        SHELL_ERRORS.NO_BUILD,
        `${remote} has no production build; run npm run build first`,
      ),
    );
  }
  const version = options.version ?? sourceHash(remote);
  const url = manifestUrl(remote, version, options.origin, builtContract(dist));
  // Refused before anything is copied: the registry only ever points at http(s) origins.
  if (!isManifestUrl(url))
    throw new Error(
      errorText(
        SHELL_ERRORS.ORIGIN_NOT_HTTP,
        `${remote}: the origin ${options.origin} is not an http(s) URL`,
      ),
    );
  const target = join(deployDir(), remote, version);
  if (!existsSync(target)) copyBuild(dist, target, sourceMapsDir(remote, version));
  return url;
}

/** For `npm start`: deploy a build only when the registry does not already serve it. */
export async function ensureDeployed(remote: RemoteName, registry: RegistryStore): Promise<string> {
  const version = sourceHash(remote);
  const url = manifestUrl(
    remote,
    version,
    undefined,
    builtContract(join(appFolder(remote), 'dist')),
  );
  const current = (await registry.read())[remote]?.current;
  const published = existsSync(join(deployDir(), remote, version));
  return current === url && published ? url : deployRemote(remote, { version, registry });
}
