import type { Page } from '@playwright/test';

/** Counts React renderers as React DevTools would: each copy of react-dom injects itself once. */
export async function countRendererInjections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let injections = 0;
    const hook = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject() {
        injections += 1;
        return injections;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook });
    Object.defineProperty(window, '__rendererInjections', { get: () => injections });
  });
}

export async function rendererInjections(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __rendererInjections: number }).__rendererInjections,
  );
}

/**
 * For each shared package, the distinct loaded instances (provider@version) that
 * any container on the page uses, read from the federation runtime's share scope.
 */
export async function loadedSharedInstances(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean };
    type ShareScope = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScope } })
      .__FEDERATION__.__SHARE__;
    const instances: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (instances[name] ??= new Set()).add(`${info.from}@${version}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(instances).map(([name, set]) => [name, [...set]]));
  });
}
