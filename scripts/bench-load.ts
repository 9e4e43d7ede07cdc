/**
 * `npm run bench:load`: only the load table of `npm run bench` (scripts/lib/bench-load.ts),
 * on the bench's own ports, folders and fresh database. See docs/benchmark.md.
 */
import { rmSync } from 'node:fs';
import { ROOT } from './lib/apps';
import { benchLoad } from './lib/bench-load';
import { benchConfig } from './lib/bench/bench-config';
import { errorText } from './lib/bench/stats';
import { startShop } from './lib/shop';

const log = (message: string): void => console.info(`[bench:load] ${message}`);

async function main(): Promise<void> {
  const config = benchConfig();
  log(`building what changed, starting the shop (work dir ${config.workDir}) …`);
  const shop = await startShop({ ...config.shop, waitForApi: true, log: (m) => log(m.trim()) });
  try {
    console.info(
      `\n${await benchLoad(ROOT, {
        shellUrl: shop.urls.shell,
        apiUrl: shop.urls.api,
        metricsUrl: config.metricsUrl,
        log,
      })}\n`,
    );
  } finally {
    await shop.stop();
    rmSync(config.workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench:load] could not run: ${errorText(error)}`);
    process.exit(1);
  },
);
