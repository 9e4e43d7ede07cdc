import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { expect, test } from '../fixtures';
import { ShellChrome } from '../pages/shell-chrome';
import { STOREFRONT_HOSTS } from '../support/http-probe';
import { SideShop } from '../support/side-shop';

// Issue #13: a remote redeployed while a visitor is on a page of it.

const CATALOG_DIST = resolve(__dirname, '../../mf-catalog/dist');
const DESIGNERS_TITLE = { ru: 'Дизайнеры', en: 'Designers' } as const;
/** The remote's own crash fallback (platform.remote.crashed). */
const CRASHED = { ru: 'Не удалось показать этот раздел', en: 'This section could not be shown' };

/**
 * The catalog build with the designers page title changed, in the browser chunk and in the
 * server entry, as a new release would differ. The precompressed copies of the changed chunk
 * are dropped, so the origin serves the changed text.
 */
function catalogBuildWithTitle(storefront: Storefront, title: string): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'catalog-redeploy-')), 'dist');
  cpSync(CATALOG_DIST, dist, { recursive: true });
  const original = DESIGNERS_TITLE[storefront];
  const browserText = `"catalog.designers.title":[{type:0,value:"${original}"}]`;
  const chunk = readdirSync(dist).find(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(browserText),
  );
  if (!chunk) throw new Error('no catalog chunk carries the designers title');
  const chunkFile = join(dist, chunk);
  writeFileSync(
    chunkFile,
    readFileSync(chunkFile, 'utf8').replace(
      browserText,
      `"catalog.designers.title":[{type:0,value:"${title}"}]`,
    ),
  );
  rmSync(`${chunkFile}.br`, { force: true });
  rmSync(`${chunkFile}.gz`, { force: true });
  const entry = join(dist, 'server', 'remoteEntry.js');
  const serverText = `'catalog.designers.title': [{"type":0,"value":"${original}"}]`;
  const source = readFileSync(entry, 'utf8');
  expect(source).toContain(serverText);
  writeFileSync(
    entry,
    source.replace(serverText, `'catalog.designers.title': [{"type":0,"value":"${title}"}]`),
  );
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });
  return dist;
}

/** Full page loads of the main frame from now on (in-app navigation makes none). */
function countPageLoads(page: Page): { readonly count: number } {
  const loads = { count: 0 };
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test.describe('a remote redeployed while a visitor is on a page of it', () => {
  let shop: SideShop;
  let origin: string;
  let base: string;
  let chrome: ShellChrome;

  test.beforeEach(async ({ page, storefront }) => {
    const offset = storefront === 'ru' ? 0 : 10;
    shop = new SideShop(8182 + offset);
    const originPort = 8187 + offset;
    origin = `http://localhost:${originPort}`;
    base = `http://${STOREFRONT_HOSTS[storefront]}:${shop.shellPort}`;
    chrome = new ShellChrome(page, storefront);
    await shop.copyMainRegistry();
    await shop.startOrigin('catalog', originPort, shop.deployDir);
    await shop.startShell();
    expect(await shop.deploy('catalog', 'release-1', origin)).toBe(0);
    await page.goto(`${base}/catalog`);
    await expect(chrome.main.getByTestId('product-card').first()).toBeVisible();
  });

  test.afterEach(async () => {
    await shop.stop();
  });

  /** Deploys release `n` with its own designers title; returns that title. */
  async function deployRelease(storefront: Storefront, n: number): Promise<string> {
    const title = `${DESIGNERS_TITLE[storefront]} (release ${n})`;
    expect(
      await shop.deploy(
        'catalog',
        `release-${n}`,
        origin,
        catalogBuildWithTitle(storefront, title),
      ),
    ).toBe(0);
    return title;
  }

  /** The files of a release are gone from the origin, as after a CDN clean-up. */
  const removeRelease = (n: number) =>
    rmSync(join(shop.deployDir, 'catalog', `release-${n}`), { recursive: true });

  test('the next in-app navigation shows the new version, without a manual reload', async ({
    page,
    storefront,
  }) => {
    const changed = await deployRelease(storefront, 2);

    await chrome.navigateInApp('/designers');
    await expect(page).toHaveURL(`${base}/designers`);
    await expect(chrome.main.getByRole('heading', { level: 1 })).toHaveText(changed);
    await expect(chrome.main.getByRole('alert')).toHaveCount(0);
  });

  test('a chunk of the old version that is gone reloads the page once, and not again within a minute', async ({
    page,
    storefront,
  }) => {
    // The registry check is unreachable for this visitor: only the chunk guard can recover.
    await page.route('**/remotes.json', (route) => route.abort());
    const loads = countPageLoads(page);
    const release2 = await deployRelease(storefront, 2);
    removeRelease(1);

    // The designers page is a lazy chunk of release 1, which is gone.
    await chrome.navigateInApp('/designers');
    await expect(chrome.main.getByRole('heading', { level: 1 })).toHaveText(release2);
    expect(loads.count).toBe(1);
    await expect(page).toHaveURL(`${base}/designers`);

    // Within the minute: release 2 is replaced and removed too, and the search page's chunk
    // fails the same way; the slot shows the localized fallback, the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await deployRelease(storefront, 3);
    removeRelease(2);
    await chrome.navigateInApp('/search');
    await expect(chrome.main.getByRole('alert')).toContainText(CRASHED[storefront]);
    await expect(chrome.header).toBeVisible();
    // A reload would have come with the error; give it time to show if it were coming.
    await page.waitForTimeout(1_500);
    expect(loads.count).toBe(1);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
