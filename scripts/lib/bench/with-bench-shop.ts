/** One quick bench run against its own shop (bench:js, bench:tap): start, measure, clean up. */
import { rmSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { startShop } from '../shop';
import { benchConfig, type BenchConfig } from './bench-config';
import { launchBrowser } from './browser';

export function runWithBenchShop(
  label: string,
  measure: (shellUrl: string, browser: Browser, config: BenchConfig) => Promise<void>,
): void {
  const run = async () => {
    const config = benchConfig();
    const shop = await startShop({ ...config.shop, waitForApi: true });
    const browser = await launchBrowser();
    try {
      await measure(shop.urls.shell, browser, config);
    } finally {
      await browser.close().catch(() => undefined);
      await shop.stop();
      rmSync(config.workDir, { recursive: true, force: true });
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[${label}] could not run`, error);
      process.exit(1);
    },
  );
}
