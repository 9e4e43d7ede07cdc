/**
 * `npm run bench:tap`: only the product page's early-tap window on the mobile profile (the
 * figure `npm run bench` also reports, scripts/lib/bench/early-tap.ts). Same shop as the bench;
 * SHOP_EARLY_TAPS=0 measures it with the capture of ADR 29 off.
 */
import { formatEarlyTap, measureEarlyTap } from './lib/bench/early-tap';
import { machineLines, memoryTouchRate } from './lib/bench/machine-check';
import { runWithBenchShop } from './lib/bench/with-bench-shop';

runWithBenchShop('bench:tap', async (shellUrl, browser, config) => {
  const figures = await measureEarlyTap(browser, shellUrl, config.earlyTapSamples);
  console.info(
    [...formatEarlyTap(figures), ...machineLines({ memoryMBps: memoryTouchRate() })].join('\n'),
  );
});
