/**
 * `npm run bench`: builds what changed, starts the shop on its own ports with a fresh
 * database, and measures home, a listing, a product page and the cart. A benchmark,
 * not a test: it reports figures and never fails because of one. See docs/benchmark.md.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync, rmSync } from 'node:fs';
import { ROOT } from './lib/apps';
import { benchLoad } from './lib/bench-load';
import { startShop } from './lib/shop';
import { waitForHttp } from './lib/wait-for-http';
import { startZeroJsCopies } from './lib/bench-zero-js';
import { benchApi, cartSession } from './lib/bench/api-load';
import { benchConfig } from './lib/bench/bench-config';
import { launchBrowser } from './lib/bench/browser';
import { CHROME_PATH } from './lib/bench/chrome';
import { measureEarlyTap } from './lib/bench/early-tap';
import { measureJsTransfer } from './lib/bench/js-transfer';
import { lighthouseRoutes } from './lib/bench/lighthouse-runs';
import { findProductId } from './lib/bench/product-id';
import { measureRemoteSwitch } from './lib/bench/remote-switch';
import { formatReport, writeReport } from './lib/bench/report';
import { countSharedCopies } from './lib/bench/shared-copies';
import { memoryTouchRate } from './lib/bench/machine-check';
import { errorText, median } from './lib/bench/stats';
import type { BenchReport, BenchRoute, JsTransfer, RouteFigures } from './lib/bench/types';

const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-intl',
  '@shop/event-bus',
  '@shop/i18n',
  'single-spa',
];

const log = (message: string): void => console.info(`[bench] ${message}`);

function chromeVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'chromium (version unknown)';
  }
}

function apiLogTail(file: string | undefined): string {
  try {
    const lines = readFileSync(file ?? '', 'utf8').split('\n');
    return lines.find((line) => /error/i.test(line))?.trim() ?? lines.slice(-3).join(' ').trim();
  } catch {
    return 'no API log';
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const config = benchConfig();
  const notes: string[] = [];

  log(`building what changed, starting the shop (work dir ${config.workDir}) …`);
  const shop = await startShop({ ...config.shop, log: (message) => log(message.trim()) });
  const base = shop.urls.shell;
  const browser = await launchBrowser();
  try {
    // Through the shell's edge: 200 once the API answers and the shell has opened its pages
    // (until then they are "the shop is starting", shell/server/starting-gate.ts).
    const apiUp = await waitForHttp(`${base}/api/health`, 90_000)
      .then(() => true)
      .catch(() => false);
    if (!apiUp) notes.push(`the API did not answer /health: ${apiLogTail(config.shop.apiLogFile)}`);
    log(`shop ready in ${((Date.now() - started) / 1000).toFixed(0)} s at ${base}`);

    const product = await findProductId(shop.urls.api, browser, `${base}/catalog`);
    if (product.id) log(`product page: /jewelry/${product.id} (from ${product.source})`);
    else notes.push('no product id from the API or the listing: the product page was not measured');
    const routes: BenchRoute[] = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/catalog' },
      ...(product.id ? [{ name: 'product', path: `/jewelry/${product.id}` }] : []),
      { name: 'cart', path: '/cart' },
    ];
    // The cart with one product and its checkout state, in a session made through the API.
    if (product.id && apiUp) {
      try {
        const { cookie } = await cartSession(shop.urls.api, product.id);
        routes.push(
          { name: 'cart-1', path: '/cart', cookie },
          { name: 'checkout', path: '/cart?step=checkout', cookie },
        );
      } catch (error) {
        notes.push(`no cart session for the cart and checkout rows: ${errorText(error)}`);
      }
    }

    log('JavaScript transferred per route …');
    const js = new Map<string, JsTransfer>();
    for (const route of routes)
      js.set(route.name, await measureJsTransfer(browser, base + route.path, route.cookie));

    log('early tap on a product page, mobile profile …');
    const earlyTap = await measureEarlyTap(browser, base, config.earlyTapSamples);

    log('shared library copies …');
    const sharedCopies = await countSharedCopies(browser, base, SHARED_PACKAGES, [
      '/catalog',
      '/cart',
      '/wishlist',
      '/profile',
    ]);

    log('click-to-paint between remotes …');
    const remoteSwitches = [
      await measureRemoteSwitch(
        browser,
        base,
        { label: 'home → wishlist', from: '/', to: '/wishlist' },
        config.switchSamples,
      ),
      await measureRemoteSwitch(
        browser,
        base,
        { label: 'catalog → cart', from: '/catalog', to: '/cart' },
        config.switchSamples,
      ),
    ];
    log('zero-JS copies of the pages …');
    const zeroJs = await startZeroJsCopies(browser, base, routes);
    await browser.close();

    log(`Lighthouse, ${config.lighthouseRuns} runs per route and zero-JS copy …`);
    const lighthouse = await lighthouseRoutes(
      '',
      zeroJs.interleave(routes),
      config.lighthouseRuns,
      log,
    );
    notes.push('LCP against the zero-JS copy (issue #12):', ...zeroJs.ratioTable(lighthouse));
    await zeroJs.stop();

    log('API load …');
    const api = await benchApi(
      ROOT,
      apiUp ? shop.urls.api : null,
      product.source === 'api' ? product.id : null,
    );

    const routeFigures: RouteFigures[] = routes.map((route) => ({
      route,
      lighthouse: lighthouse.get(route.name) ?? {
        runs: 0,
        score: Number.NaN,
        lcpMs: Number.NaN,
        tbtMs: Number.NaN,
        cls: Number.NaN,
        errors: ['not run'],
      },
      js: js.get(route.name) ?? {
        requests: 0,
        transferredBytes: Number.NaN,
        gzipBytes: Number.NaN,
        decodedBytes: Number.NaN,
        encodings: {},
        error: 'not run',
      },
    }));
    const report: BenchReport = {
      startedAt,
      durationS: (Date.now() - started) / 1000,
      machine: {
        cpus: availableParallelism(),
        node: process.version,
        chrome: chromeVersion(),
        memoryMBps: memoryTouchRate(),
        benchmarkIndex: median(
          routeFigures.map((figures) => figures.lighthouse.benchmarkIndex ?? Number.NaN),
        ),
      },
      shellUrl: base,
      productId: product.id,
      routes: routeFigures,
      sharedCopies,
      remoteSwitches,
      earlyTap,
      api,
      notes,
    };
    const file = writeReport(ROOT, report);
    console.info(`\n${formatReport(report)}\n`);
    // The load table (scripts/lib/bench-load.ts; alone: npm run bench:load).
    log('load table …');
    const loadTable = await benchLoad(ROOT, {
      shellUrl: base,
      apiUrl: shop.urls.api,
      metricsUrl: config.metricsUrl,
      log,
    });
    console.info(`\n${loadTable}\n`);
    log(`written to ${file} and bench-results/latest.json`);
  } finally {
    await browser.close().catch(() => undefined);
    await shop.stop();
    rmSync(config.workDir, { recursive: true, force: true });
  }
}

// A benchmark reports; only a bench that could not run at all exits non-zero.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench] could not run: ${errorText(error)}`);
    console.error(error);
    process.exit(1);
  },
);
