import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { expect, markWinterSaleSeen, test } from '../fixtures';
import { ShellChrome } from '../pages/shell-chrome';
import { STOREFRONT_HOSTS } from '../support/http-probe';
import { catalogBuildThrowing } from '../support/broken-build';
import { SideShop } from '../support/side-shop';

// Issue #26 part 3, ADR 33: a remote's canary on a share of visitors, rolled back by the shell
// when it fails, promoted by command when it does not.

const BUCKET_COOKIE = 'shop_canary_bucket';
/** The remote's own crash fallback (platform.remote.crashed). */
const CRASHED = { ru: 'Не удалось показать этот раздел', en: 'This section could not be shown' };
/**
 * The shell's thresholds for these tests: judged after 3 canary visitors, 0.2 more of them with
 * errors than of stable's. A visitor is a client address (ADR 33 addendum): the side shell
 * trusts loopback as its balancer, and each browser here sends an address of its own in
 * X-Forwarded-For, as a balancer would for different people.
 */
const CANARY_SETTINGS = {
  SHOP_CANARY_MIN_VISITORS: '3',
  SHOP_CANARY_MARGIN: '0.2',
  SHOP_CANARY_CHECK_MS: '200',
  SHOP_TRUSTED_PROXIES: 'loopback',
};

interface Visitor {
  context: BrowserContext;
  page: Page;
  chrome: ShellChrome;
  /** Catalog manifests this visitor's pages asked the side origin for. */
  manifests: string[];
}

test.describe('a canary release of the catalog', () => {
  // Several browsers, a deploy and a dozen page loads each.
  test.setTimeout(120_000);
  let shop: SideShop;
  let origin: string;
  let base: string;
  const contexts: BrowserContext[] = [];

  test.beforeEach(async ({ storefront }) => {
    const offset = storefront === 'ru' ? 0 : 10;
    shop = new SideShop(8200 + offset);
    const originPort = 8205 + offset;
    origin = `http://localhost:${originPort}`;
    base = `http://${STOREFRONT_HOSTS[storefront]}:${shop.shellPort}`;
    await shop.copyMainRegistry();
    await shop.startOrigin('catalog', originPort, shop.deployDir);
    await shop.startShell(CANARY_SETTINGS);
    expect(await shop.deploy('catalog', 'stable', origin)).toBe(0);
  });

  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await shop.stop();
  });

  let addresses = 0;

  /**
   * A new browser whose beacons come from an address of its own (TEST-NET-2); as the fixtures'
   * visitor, it has seen the winter-sale popup (not in the way).
   */
  async function newVisitor(browser: Browser): Promise<BrowserContext> {
    addresses += 1;
    const address = `198.51.100.${addresses}`;
    const context = await browser.newContext();
    // Only the beacons: a header on every request would make the remote origin's fetches
    // cross-origin requests with a custom header, which its CORS does not allow.
    await context.route('**/_shop/beacon', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
    contexts.push(context);
    await markWinterSaleSeen(context);
    return context;
  }

  /** A visitor whose bucket is `bucket` (below 50: the canary's half). */
  async function visitor(browser: Browser, storefront: Storefront, bucket: number) {
    const context = await newVisitor(browser);
    const domain = STOREFRONT_HOSTS[storefront];
    await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), domain, path: '/' }]);
    const page = await context.newPage();
    const manifests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('/mf-manifest.json'))
        manifests.push(url.pathname.split('/')[1] ?? '');
    });
    return { context, page, chrome: new ShellChrome(page, storefront), manifests };
  }

  async function open(who: Visitor, path = '/catalog'): Promise<void> {
    await who.page.goto(`${base}${path}`);
    await who.page.waitForFunction(() => document.documentElement.dataset.shopReady);
  }

  const registry = () =>
    JSON.parse(readFileSync(shop.registryFile, 'utf8')) as {
      catalog: {
        current: string;
        canary?: { manifestUrl: string; decision?: string; reason?: string; decidedBy?: string };
      };
    };

  test('a canary that throws on mount, at 50 %, is rolled back by the shell and every visitor then gets the stable version', async ({
    browser,
    storefront,
  }) => {
    expect(
      await shop.deploy(
        'catalog',
        'canary',
        origin,
        catalogBuildThrowing('canary build: throws on mount'),
        ['--canary', '50'],
      ),
    ).toBe(0);
    const onStable = await visitor(browser, storefront, 80);

    // The stable half sees the catalog; the canary half the slot's crash fallback, page after page.
    for (let view = 0; view < 2; view += 1) {
      await open(onStable);
      await expect(onStable.chrome.main.getByTestId('product-card').first()).toBeVisible();
    }
    expect(new Set(onStable.manifests)).toEqual(new Set(['stable']));
    // Canary visitors, each at its own address, until the shell decides. What their pages loaded
    // before it did (the last one's beacon can decide it while its page is still on its way, and
    // that page may then be the stable one).
    let inCanary = await visitor(browser, storefront, 10);
    const beforeDecision: string[] = [];
    for (let views = 0; views < 4 && !registry().catalog.canary?.decision; views += 1) {
      if (views > 0) inCanary = await visitor(browser, storefront, 10 + views);
      await open(inCanary);
      if (registry().catalog.canary?.decision) break;
      await expect(inCanary.chrome.main.getByRole('alert')).toContainText(CRASHED[storefront]);
      beforeDecision.push(...inCanary.manifests);
    }
    expect(beforeDecision).toContain('canary');
    expect(beforeDecision).not.toContain('stable');

    // The shell decides from the browsers' beacons and records it in the registry.
    await expect
      .poll(() => registry().catalog.canary?.decision, { timeout: 15_000 })
      .toBe('rolled-back');
    const entry = registry().catalog;
    expect(entry.current).toContain('/stable/');
    expect(entry.canary?.decidedBy).toMatch(/^shell /);
    expect(entry.canary?.reason).toMatch(
      /^error rate over the margin: canary \d+\.\d{3} \(\d+ of \d+ visitors with errors\)/,
    );

    // Every visitor, the canary's included, and a new one, now gets the stable version.
    for (const who of [inCanary, onStable, await visitor(browser, storefront, 0)]) {
      who.manifests.length = 0;
      await open(who);
      await expect(who.chrome.main.getByTestId('product-card').first()).toBeVisible();
      await expect(who.chrome.main.getByRole('alert')).toHaveCount(0);
      expect(new Set(who.manifests)).toEqual(new Set(['stable']));
    }
  });

  test('a healthy canary is served to its half only, sticky per visitor, and promoted by command', async ({
    browser,
    storefront,
  }) => {
    expect(await shop.deploy('catalog', 'canary', origin, undefined, ['--canary', '50'])).toBe(0);
    const inCanary = await visitor(browser, storefront, 49);
    const onStable = await visitor(browser, storefront, 50);
    for (const [who, version] of [
      [inCanary, 'canary'],
      [onStable, 'stable'],
    ] as const) {
      await open(who);
      await expect(who.chrome.main.getByTestId('product-card').first()).toBeVisible();
      expect(new Set(who.manifests)).toEqual(new Set([version]));
    }

    // A new visitor is given a bucket by its first page and keeps it.
    const fresh = await (await newVisitor(browser)).newPage();
    const first = await fresh.goto(`${base}/catalog`);
    expect((await first?.allHeaders())?.['set-cookie']).toMatch(
      new RegExp(`^${BUCKET_COOKIE}=\\d{1,2};`),
    );
    const bucketOf = async () =>
      (await fresh.context().cookies()).find((c) => c.name === BUCKET_COOKIE)?.value;
    const bucket = await bucketOf();
    const registryOfFresh = await fresh.evaluate(async () => {
      const answer = await fetch('/remotes.json');
      return { catalog: ((await answer.json()) as { catalog: string }).catalog };
    });
    expect(registryOfFresh.catalog).toContain(Number(bucket) < 50 ? '/canary/' : '/stable/');
    expect(await bucketOf()).toBe(bucket);

    expect(await shop.promote('catalog')).toBe(0);
    expect(registry().catalog).toMatchObject({
      current: expect.stringContaining('/canary/'),
      canary: { decision: 'promoted', decidedBy: 'command' },
    });
    for (const who of [inCanary, onStable]) {
      who.manifests.length = 0;
      await open(who);
      await expect(who.chrome.main.getByTestId('product-card').first()).toBeVisible();
      expect(new Set(who.manifests)).toEqual(new Set(['canary']));
    }
  });
});
