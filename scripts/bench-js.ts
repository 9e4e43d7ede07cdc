/**
 * `npm run bench:js`: only the JavaScript each page loads (wire, gzip, raw), without
 * Lighthouse — a quick check of what a change to a bundle ships. Same shop as the bench.
 */
import { measureJsTransfer } from './lib/bench/js-transfer';
import { runWithBenchShop } from './lib/bench/with-bench-shop';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

runWithBenchShop('bench:js', async (shellUrl, browser) => {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/catalog', '/cart'];
  console.info('path                 wire        gzip        raw         scripts');
  for (const path of paths) {
    const js = await measureJsTransfer(browser, shellUrl + path);
    console.info(
      `${path.padEnd(20)} ${kib(js.transferredBytes).padEnd(11)} ${kib(js.gzipBytes).padEnd(11)} ${kib(js.decodedBytes).padEnd(11)} ${js.requests}${js.error ? `  (${js.error})` : ''}`,
    );
  }
});
