/**
 * A remote version's federation manifest, as the shell's server reads it: for its server
 * render (ADR 13) and for the HTML's preload hints (ADR 18, 19). One copy per manifest URL.
 */
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';

export interface ManifestAssets {
  sync: string[];
  async: string[];
}

export interface FederationManifest {
  metaData: {
    name: string;
    publicPath?: string;
    /** The contract the remote was built against (ADR 14), stamped by the shared factory. */
    shopContract?: string;
    ssrRemoteEntry?: { name: string; path: string; type?: string };
  };
  exposes: Array<{ name: string; assets: { js: ManifestAssets; css: ManifestAssets } }>;
}

/** A deployed version's manifest never changes: fetched once per URL (a failure is retried). */
const manifests = new Map<string, Promise<FederationManifest>>();

export function manifestOf(url: string): Promise<FederationManifest> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url).then((response) => {
      if (!response.ok)
        throw new Error(
          errorText(SHELL_ERRORS.REMOTE_ASSET_UNAVAILABLE, `${url} answered ${response.status}`),
        );
      return response.json() as Promise<FederationManifest>;
    });
    manifest.catch(() => manifests.delete(url));
    manifests.set(url, manifest);
  }
  return manifest;
}

/**
 * An exposed module's files and the absolute URL of any file of the version (publicPath
 * `auto`: beside the manifest).
 */
export function exposeOf(manifestUrl: string, manifest: FederationManifest, expose: string) {
  const { publicPath } = manifest.metaData;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  return {
    assets: manifest.exposes.find((item) => item.name === expose)?.assets,
    url: (file: string) => new URL(file, base).href,
  };
}
