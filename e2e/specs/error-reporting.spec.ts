import { type SentryReceiver, startSentryReceiver } from '@shop/error-codes/testing';
import { expect, test } from '../fixtures';
import { catalogBuildThrowing } from '../support/broken-build';
import { STOREFRONT_HOSTS } from '../support/http-probe';
import { SideShop } from '../support/side-shop';

// Issue #26 part 1, ADR 32: an error thrown in a remote reaches the error-reporting service
// (a local stand-in the test starts, the shell's DSN pointing at it) with the remote's name and
// deployed version, the storefront and the route, and without the visitor's phone.

const PHONE = '+7 912 000-11-22';

test.describe('error reports from the browser', () => {
  let receiver: SentryReceiver;
  let shop: SideShop;
  let origin: string;
  let base: string;

  test.beforeEach(async ({ storefront }) => {
    const offset = storefront === 'ru' ? 0 : 10;
    receiver = await startSentryReceiver();
    shop = new SideShop(8240 + offset);
    const originPort = 8245 + offset;
    origin = `http://localhost:${originPort}`;
    base = `http://${STOREFRONT_HOSTS[storefront]}:${shop.shellPort}`;
    await shop.copyMainRegistry();
    await shop.startOrigin('catalog', originPort, shop.deployDir);
    await shop.startShell({ SHOP_SENTRY_BROWSER_DSN: receiver.dsn });
  });

  test.afterEach(async () => {
    await shop.stop();
    await receiver.close();
  });

  test('a remote that throws is reported with its name and version, not the visitor’s phone', async ({
    page,
    storefront,
  }) => {
    const broken = catalogBuildThrowing(`no price for the visitor ${PHONE}`);
    expect(await shop.deploy('catalog', 'broken', origin, broken)).toBe(0);
    // The SDK is a chunk of its own, loaded once the page is interactive.
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (/error-reporting/.test(request.url())) sdkRequests.push(request.url());
    });
    await page.goto(`${base}/catalog?phone=${encodeURIComponent(PHONE)}`);
    await page.waitForFunction(() => document.documentElement.dataset.shopReady);

    const event = await receiver.waitFor(
      (received) => received.tags?.remote === 'catalog' && received.tags.kind === 'boundary',
      20_000,
    );
    expect(event.tags).toMatchObject({
      remote: 'catalog',
      storefront,
      route: 'catalog',
      contract: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    expect(event.tags?.manifest_url).toContain(`${origin}/broken/mf-manifest.json`);
    expect(event.exception?.values?.[0]?.value).toBe('no price for the visitor [scrubbed]');
    const everything = receiver.raw.join('\n');
    // The phone's own digits in any spelling (a bare "912" can occur in ids, times or sizes).
    expect(everything).not.toMatch(/912(?:[\s)-]|%20)+000|000-11-22|9120001122/);
    expect(sdkRequests.length).toBeGreaterThan(0);
  });

  test('without a DSN the page loads no SDK and sends nothing', async ({ page }) => {
    await shop.stop();
    shop = new SideShop(shop.shellPort);
    await shop.copyMainRegistry();
    await shop.startShell({ SHOP_SENTRY_BROWSER_DSN: '', SHOP_SENTRY_DSN: '' });
    const sdk: string[] = [];
    page.on('request', (request) => {
      if (/error-reporting|\/_shop\/errors/.test(request.url())) sdk.push(request.url());
    });
    await page.goto(`${base}/catalog`);
    await page.waitForFunction(() => document.documentElement.dataset.shopReady);
    await page.waitForTimeout(1000);
    expect(sdk).toEqual([]);
    expect(await page.locator('meta[name="shop:error-reporting-dsn"]').count()).toBe(0);
  });
});
