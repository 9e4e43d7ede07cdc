import { onPreact, SHARED_SINGLETONS } from '@shop/build-config';
import { expect, test } from '../fixtures';
import { devLogin } from '../support/dev-login';
import {
  countRendererInjections,
  loadedSharedInstances,
  rendererInjections,
} from '../support/share-scope';

test('one renderer and one copy of each shared singleton after mounting every remote in turn', async ({
  page,
  chrome,
}) => {
  await countRendererInjections(page);
  await page.goto('/catalog');
  await expect(await chrome.pageHeading()).toBeVisible();
  // Logged in, so that /profile renders the profile-auth remote instead of sending a guest home.
  await devLogin(page);
  for (const path of ['/cart', '/wishlist', '/profile', '/get-certificate', '/about', '/']) {
    await chrome.navigateInApp(path);
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}$|/404$`));
    await expect(await chrome.pageHeading()).toBeVisible();
  }
  const containers = await page.evaluate(() =>
    Object.keys(
      (globalThis as unknown as { __FEDERATION__: { __SHARE__: object } }).__FEDERATION__.__SHARE__,
    ),
  );
  // The shell and at least the catalog, cart, favorites and profile containers took part.
  expect(containers.length).toBeGreaterThanOrEqual(5);

  // Built on Preact (ADR 38) no React renderer is on the page at all, and Preact's own modules
  // are among the singletons checked below; built on React, react-dom injects itself once.
  expect(await rendererInjections(page)).toBe(onPreact() ? 0 : 1);
  const instances = await loadedSharedInstances(page);
  for (const name of SHARED_SINGLETONS) {
    // Built on Preact, no module imports `react-dom` itself (React's react-dom/client did): it
    // may stay unloaded, but is never loaded twice or from another container.
    if (onPreact() && name === 'react-dom' && instances[name] === undefined) continue;
    expect.soft(instances[name], name).toHaveLength(1);
    expect.soft(instances[name]?.[0], name).toMatch(/^shell@/);
  }
});
