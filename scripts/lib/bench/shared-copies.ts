/**
 * How many copies of each shared library a page really runs after several remotes
 * mounted in turn: module instances in the federation share scope, plus React
 * renderers counted through a stub of the React DevTools hook (ARCHITECTURE §7).
 */
import type { Browser } from '@playwright/test';
import type { SharedCopies } from './types';
import {
  loadPage,
  markHeadingsAsOld,
  mountedApplications,
  NEW_PAGE_HEADING,
  newBenchContext,
} from './browser';
import { navigateInApp, OWNER_OF } from './page-navigation';
import { errorText } from './stats';

/** Installed before any script: React DOM calls inject() once per renderer copy. */
function installDevtoolsHookStub(): void {
  const renderers = new Map<number, unknown>();
  const noop = (): void => undefined;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      isDisabled: false,
      supportsFiber: true,
      renderers,
      inject(renderer: unknown): number {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE: noop,
      onScheduleFiberRoot: noop,
      onCommitFiberRoot: noop,
      onCommitFiberUnmount: noop,
      onPostCommitFiberRoot: noop,
      setStrictMode: noop,
    },
  });
}

interface PageCensus {
  instances: Record<string, number>;
  versions: Record<string, string[]>;
  renderers: string[];
}

/** Runs in the page: walks __FEDERATION__.__SHARE__[instance][scope][package][version]. */
function takeCensus(packages: string[]): PageCensus {
  interface SharedEntry {
    loaded?: boolean;
    lib?: () => unknown;
  }
  type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;
  const world = globalThis as unknown as {
    __FEDERATION__?: { __SHARE__?: ShareScopes };
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, { version?: string }> };
  };
  const modules = new Map<string, Set<unknown>>(packages.map((name) => [name, new Set()]));
  const versions = new Map<string, Set<string>>(packages.map((name) => [name, new Set()]));
  for (const scopes of Object.values(world.__FEDERATION__?.__SHARE__ ?? {})) {
    for (const scope of Object.values(scopes)) {
      for (const name of packages) {
        for (const [version, entry] of Object.entries(scope[name] ?? {})) {
          versions.get(name)?.add(version);
          // lib is set once the module was loaded; it returns the module object itself.
          if (entry.loaded || typeof entry.lib === 'function') {
            const module = entry.lib?.();
            if (module !== undefined) modules.get(name)?.add(module);
          }
        }
      }
    }
  }
  const renderers = [...(world.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers.values() ?? [])];
  return {
    instances: Object.fromEntries([...modules].map(([name, set]) => [name, set.size])),
    versions: Object.fromEntries([...versions].map(([name, set]) => [name, [...set]])),
    renderers: renderers.map((renderer) => renderer.version ?? 'unknown'),
  };
}

export async function countSharedCopies(
  browser: Browser,
  baseUrl: string,
  packages: readonly string[],
  path: readonly string[],
): Promise<SharedCopies> {
  const context = await newBenchContext(browser);
  const visited: string[] = [];
  try {
    await context.addInitScript(installDevtoolsHookStub);
    const page = await context.newPage();
    const [first, ...rest] = path;
    if (first === undefined) throw new Error('no pages to visit');
    await loadPage(page, baseUrl + first);
    visited.push(first);
    const problems: string[] = [];
    for (const next of rest) {
      await markHeadingsAsOld(page);
      const how = await navigateInApp(page, next);
      const rendered = await page
        .waitForSelector(NEW_PAGE_HEADING, { timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (!rendered) problems.push(`${next}: no new h1 after ${how}`);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      visited.push(`${next} (${how})`);
    }
    const mounted = new Set(await mountedApplications(page));
    const missing = path
      .map((item) => OWNER_OF[item])
      .filter((owner) => owner && !mounted.has(owner));
    if (missing.length > 0) problems.push(`never mounted: ${missing.join(', ')}`);
    const census = await page.evaluate(takeCensus, [...packages]);
    return {
      visited,
      instances: census.instances,
      versions: census.versions,
      reactRenderers: census.renderers.length,
      rendererVersions: census.renderers,
      mounted: [...mounted],
      ...(problems.length > 0 ? { error: problems.join('; ') } : {}),
    };
  } catch (error) {
    return {
      visited,
      instances: {},
      versions: {},
      reactRenderers: Number.NaN,
      rendererVersions: [],
      mounted: [],
      error: errorText(error),
    };
  } finally {
    await context.close();
  }
}
