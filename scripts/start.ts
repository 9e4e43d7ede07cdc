/**
 * `npm start`: builds what changed, deploys each remote to its own origin,
 * starts the API with its embedded database, and serves the shop at :8080.
 */
import { REMOTES } from './lib/apps';
import { startShop } from './lib/shop';

async function main(): Promise<void> {
  const started = Date.now();
  const shop = await startShop({
    onApiExit: (code, signal) => {
      if (signal === 'SIGTERM') return;
      console.error(`[start] the API server stopped (code ${code}, signal ${signal})`);
      process.exit(1);
    },
  });
  const { urls } = shop;

  console.info(`\nThe shop is ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  console.info(`  Russian storefront  ${urls.shell}`);
  console.info(`  English storefront  ${urls.shellEn}`);
  for (const remote of REMOTES) console.info(`  ${remote.padEnd(19)} ${urls.remotes[remote]}`);
  console.info(`  API                 ${urls.api}  (OpenAPI at /openapi.json)\n`);

  const stop = async () => {
    await shop.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[start] could not start the shop', error);
  process.exit(1);
});
