/**
 * One federation runtime per page (ADR 28; production builds, unless
 * SHOP_SHARED_FEDERATION_RUNTIME=0): the shell provides its runtime core (the plugin of
 * `experiments.provideExternalRuntime`, packages/build-config) and remotes are built without one
 * (`experiments.externalRuntime`), each stamping the core version it was built against into
 * its manifest's metaData. A remote that needs a core this page does not provide (another
 * major, a newer minor, or a shell that provides none) is refused before its entry runs: its
 * fallback shows instead of an entry that would break on load. A remote that carries its own
 * runtime (built before, or without the stamp) loads as always.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/** The manifest metaData key the builds write (packages/build-config/webpack). */
export const RUNTIME_META_KEY = 'shopFederationRuntime';

/** Where `@module-federation/inject-external-runtime-core-plugin` records what it provided. */
interface ProvidedRuntime {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name?: string; version?: string };
}

/** The runtime core version this page provides to remotes, if it provides one. */
export function providedRuntimeVersion(
  global: ProvidedRuntime = globalThis as ProvidedRuntime,
): string | undefined {
  return global._FEDERATION_RUNTIME_CORE
    ? global._FEDERATION_RUNTIME_CORE_FROM?.version
    : undefined;
}

const parse = (version: string | undefined) => {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version ?? '');
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
};

/**
 * Whether a remote built against `required` runs on the provided core: the same major, and a
 * minor at least its own (a core adds within a major, as the runtime's semver promises).
 */
export function runtimeCompatible(provided: string | undefined, required: string): boolean {
  const have = parse(provided);
  const need = parse(required);
  return !!have && !!need && have.major === need.major && have.minor >= need.minor;
}

export function runtimeCompatPlugin(
  provided: () => string | undefined = () => providedRuntimeVersion(),
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-runtime-compat',
    loadRemoteSnapshot(args) {
      const metaData = args.manifestJson?.metaData as Record<string, unknown> | undefined;
      const required = metaData?.[RUNTIME_META_KEY];
      // No stamp: the remote brings its own runtime.
      if (typeof required !== 'string') return args;
      const have = provided();
      if (runtimeCompatible(have, required)) return args;
      // The fallback plugin turns this into the remote's fallback (SHELL-002) and remote:failed.
      throw new Error(
        errorText(
          SHELL_ERRORS.RUNTIME_MISMATCH,
          `${args.moduleInfo.name} needs the federation runtime ${required}, this page provides ${have ?? 'none'}`,
        ),
      );
    },
  };
}

/** The federation runtime's page-wide record of each container's share scope, by id. */
type ShareScopes = Record<string, unknown>;
const pageShareScopes = (): ShareScopes | undefined =>
  (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__;

/**
 * With one runtime core on the page, every container's instance is created with the id the
 * core was built with (the shell's, `FEDERATION_BUILD_IDENTIFIER`), and the core records a
 * share scope only under an id not taken yet: the remotes' scopes were not recorded at all, so
 * whatever reads the page's share scopes (devtools, the singleton check of E2E) saw the shell's
 * alone. This records each such instance's scope under its own container name. A remote with a
 * runtime of its own has its own id and is recorded by its core: nothing to do.
 */
export function shareScopeNamePlugin(
  shareScopes: () => ShareScopes | undefined = pageShareScopes,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-share-scope-by-name',
    beforeInit(args) {
      const scopes = shareScopes();
      const { id, name } = args.origin.options;
      const own = args.origin.shareScopeMap;
      if (scopes && name && id && scopes[id] !== own && !(name in scopes)) scopes[name] = own;
      return args;
    },
  };
}
