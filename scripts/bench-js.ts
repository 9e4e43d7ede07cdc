/**
 * `npm run bench:js`: only the JavaScript each page loads (wire, gzip, raw), without
 * Lighthouse — a quick check of what a change to a bundle ships. Same shop as the bench.
 */
import { rmSync } from 'node:fs';
import { startShop } from './lib/shop';
import { benchConfig } from './lib/bench/bench-config';
import { launchBrowser } from './lib/bench/browser';
import { measureJsTransfer } from './lib/bench/js-transfer';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const config = benchConfig();
  const shop = await startShop({ ...config.shop, waitForApi: true });
  const browser = await launchBrowser();
  try {
    const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/catalog', '/cart'];
    console.info('path                 wire        gzip        raw         scripts');
    for (const path of paths) {
      const js = await measureJsTransfer(browser, shop.urls.shell + path);
      console.info(
        `${path.padEnd(20)} ${kib(js.transferredBytes).padEnd(11)} ${kib(js.gzipBytes).padEnd(11)} ${kib(js.decodedBytes).padEnd(11)} ${js.requests}${js.error ? `  (${js.error})` : ''}`,
      );
    }
  } finally {
    await browser.close().catch(() => undefined);
    await shop.stop();
    rmSync(config.workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[bench:js] could not run', error);
    process.exit(1);
  },
);
