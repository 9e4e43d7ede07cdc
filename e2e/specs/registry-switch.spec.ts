import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { STOREFRONT_HOSTS } from '../support/http-probe';
import { SideShop } from '../support/side-shop';

test.describe('the runtime registry', () => {
  let shop: SideShop;
  let originPort: number;

  test.beforeEach(async ({ storefront }) => {
    const offset = storefront === 'ru' ? 0 : 10;
    shop = new SideShop(8181 + offset);
    originPort = 8186 + offset;
    await shop.copyMainRegistry();
    await shop.startOrigin('favorites', originPort, shop.deployDir);
    await shop.startShell();
  });

  test.afterEach(async () => {
    await shop.stop();
  });

  test('a remote re-pointed by deploy and rollback is served by the next page load, without rebuilding the shell', async ({
    page,
    chrome,
    storefront,
  }) => {
    const base = `http://${STOREFRONT_HOSTS[storefront]}:${shop.shellPort}`;
    const origin = `http://localhost:${originPort}`;
    const manifests: string[] = [];
    // Only the redeployed remote's origin counts: other remotes (the favorites sync on every
    // page) load their own manifests from the main shop's origins.
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('/mf-manifest.json'))
        manifests.push(url.pathname);
    });
    // The shell's entry itself, byte for byte: the page's HTML names it differently when the
    // page is served rendered (a preload and a starter) or not (a deferred script).
    const shellBundle = async () =>
      (await fetch(`http://127.0.0.1:${shop.shellPort}/main.js`)).text();
    const bundleBefore = await shellBundle();

    expect(await shop.deploy('favorites', 'release-1', origin)).toBe(0);
    await page.goto(`${base}/wishlist`);
    await expect(await chrome.pageHeading()).toBeVisible();
    expect(manifests).toContain('/release-1/mf-manifest.json');

    expect(await shop.deploy('favorites', 'release-2', origin)).toBe(0);
    manifests.length = 0;
    await page.reload();
    await expect(await chrome.pageHeading()).toBeVisible();
    expect(manifests).toEqual(['/release-2/mf-manifest.json']);
    expect(
      await (await fetch(`http://127.0.0.1:${shop.shellPort}/remotes.json`)).json(),
    ).toMatchObject({
      // The entry carries the contract version the build was made against (ADR 0014).
      favorites: expect.stringMatching(
        new RegExp(`^${origin}/release-2/mf-manifest\\.json\\?contract=\\d+\\.\\d+\\.\\d+$`),
      ),
    });

    expect(await shop.rollback('favorites')).toBe(0);
    manifests.length = 0;
    await page.reload();
    await expect(await chrome.pageHeading()).toBeVisible();
    expect(manifests).toEqual(['/release-1/mf-manifest.json']);
    expect(await shellBundle()).toBe(bundleBefore);
  });
});
