import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTRACT_VERSION, parseContractVersion } from '@shop/types';
import { expect, markWinterSaleSeen, test } from '../fixtures';
import { ShellChrome } from '../pages/shell-chrome';
import { WishlistPage } from '../pages/wishlist-page';
import { STOREFRONT_HOSTS } from '../support/http-probe';
import { SideShop } from '../support/side-shop';

const FAVORITES_DIST = resolve(__dirname, '../../mf-favorites/dist');

/**
 * The favorites build as if made against another contract version. The webpack factory's
 * stamp in the manifest (metaData.shopContract) is what deploy, the registry and the shell's
 * guard read, so the copy differs from a rebuilt one exactly where the guard looks.
 */
function buildStampedWith(contract: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'skewed-build-')), 'dist');
  cpSync(FAVORITES_DIST, dir, { recursive: true });
  const file = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
  manifest.metaData.shopContract = contract;
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  return dir;
}

const current = parseContractVersion(CONTRACT_VERSION) ?? { major: 1, minor: 0, patch: 0 };
const MINOR_BUMP = `${current.major}.${current.minor + 1}.0`;
const MAJOR_BUMP = `${current.major + 1}.0.0`;

test.describe('remotes deployed against another contract version', () => {
  let shop: SideShop;
  let origin: string;

  test.beforeEach(async ({ storefront }) => {
    const offset = storefront === 'ru' ? 0 : 10;
    shop = new SideShop(8184 + offset);
    const originPort = 8189 + offset;
    origin = `http://localhost:${originPort}`;
    await shop.copyMainRegistry();
    await shop.startOrigin('favorites', originPort, shop.deployDir);
    await shop.startShell();
  });

  test.afterEach(async () => {
    await shop.stop();
  });

  test('a minor bump works, a major bump shows the fallback in its slot only, a rollback restores it; N−1 passes the smoke scenario', async ({
    page,
    chrome,
    storefront,
  }) => {
    // Four deploys and rollbacks and nine page loads: ~30 s on a quick machine, ~49 s on one
    // that faults memory in slowly (docs/benchmark.md, "Machines"), past the default 45 s.
    test.setTimeout(120_000);
    const base = `http://${STOREFRONT_HOSTS[storefront]}:${shop.shellPort}`;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const registryEntry = async () =>
      (
        (await (await fetch(`http://127.0.0.1:${shop.shellPort}/remotes.json`)).json()) as {
          favorites: string;
        }
      ).favorites;

    // N−1: the build as it is now.
    expect(await shop.deploy('favorites', 'release-current', origin)).toBe(0);
    expect(await registryEntry()).toContain(`?contract=${CONTRACT_VERSION}`);

    // N: a minor bump (additions only) mounts as usual.
    expect(
      await shop.deploy('favorites', 'release-minor', origin, buildStampedWith(MINOR_BUMP)),
    ).toBe(0);
    expect(await registryEntry()).toContain(`?contract=${MINOR_BUMP}`);
    await page.goto(`${base}/wishlist`);
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.wishlist);
    await expect(chrome.remoteFallback).toHaveCount(0);

    // N+1: a major bump: its slot shows the localized fallback, a warning names both versions.
    expect(
      await shop.deploy('favorites', 'release-major', origin, buildStampedWith(MAJOR_BUMP)),
    ).toBe(0);
    await page.goto(`${base}/wishlist`);
    await expect(chrome.remoteFallback).toBeVisible();
    await expect(chrome.remoteFallback.getByRole('heading')).toHaveText(chrome.text.unavailable);
    await expect(chrome.header).toBeVisible();
    expect(warnings.join('\n')).toContain(
      `built against contract ${MAJOR_BUMP}, the shell against ${CONTRACT_VERSION}`,
    );
    // Every other page works beside it.
    await page.goto(`${base}/catalog`);
    await expect(chrome.main.getByTestId('product-card').first()).toBeVisible();
    await expect(chrome.remoteFallback).toHaveCount(0);
    await page.goto(`${base}/cart`);
    await expect(await chrome.pageHeading()).toBeVisible();
    await expect(chrome.remoteFallback).toHaveCount(0);

    // Roll back: the previous deployment (the minor) serves the next page load again.
    expect(await shop.rollback('favorites')).toBe(0);
    expect(await registryEntry()).toContain(`${origin}/release-minor/`);
    await page.goto(`${base}/wishlist`);
    await expect(await chrome.pageHeading()).toHaveText(chrome.text.wishlist);
    await expect(chrome.remoteFallback).toHaveCount(0);

    // Roll back once more to N−1 of the history and run the wishlist smoke scenario beside the
    // current shell: a guest hearts a product in the catalog and finds it on the wishlist,
    // drawn by the catalog's card through the bus loader (the consumer's contract check).
    expect(await shop.rollback('favorites')).toBe(0);
    expect(await registryEntry()).toContain(`${origin}/release-current/`);
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('no browser for a new visitor');
    // As every test's own context: the winter-sale popup would open over the heart's click.
    await markWinterSaleSeen(visitor);
    const visitorPage = await visitor.newPage();
    const wishlist = new WishlistPage(visitorPage, storefront);
    const visitorChrome = new ShellChrome(visitorPage, storefront);
    await visitorPage.goto(`${base}/catalog`);
    await expect(visitorChrome.main.getByTestId('product-card').first()).toBeVisible();
    const [productId] = await wishlist.buyableCatalogIds();
    expect(productId).toBeDefined();
    const name = await wishlist.addFromCatalog(productId as number);
    await visitorPage.goto(`${base}/wishlist`);
    await expect(await visitorChrome.pageHeading()).toHaveText(visitorChrome.text.wishlist);
    await expect(wishlist.cards).toHaveCount(1);
    await expect(wishlist.cards.first().getByRole('heading')).toHaveText(name);
    await visitor.close();
  });
});
