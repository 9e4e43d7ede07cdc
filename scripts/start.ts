/**
 * `npm start`: builds what changed, deploys each remote to its own origin,
 * starts the API with its embedded database, and serves the shop at :8080.
 */
import { expectedFailureText } from '../shell/server/failure-text';
import { readyBanner } from './lib/ready-banner';
import { startShop } from './lib/shop';
import { errorText } from '@shop/error-codes';
import { SCRIPTS_ERRORS } from './lib/error-codes';

async function main(): Promise<void> {
  const started = Date.now();
  const shop = await startShop({
    onApiExit: (code, signal) => {
      if (signal === 'SIGTERM') return;
      console.error(`[start] the API server stopped (code ${code}, signal ${signal})`);
      process.exit(1);
    },
  });
  console.info(readyBanner(shop.urls, (Date.now() - started) / 1000).join('\n'));

  const stop = async () => {
    await shop.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A port another program holds: a newcomer's likely first obstacle, said in one line. */
function portInUse(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, address, port } = error as NodeJS.ErrnoException & {
    address?: string;
    port?: number;
  };
  return code === 'EADDRINUSE'
    ? errorText(
        SCRIPTS_ERRORS.PORT_IN_USE,
        `${address}:${port} is in use by another program: stop it, or choose ` +
          'other ports (SHOP_PORT_SHELL, SHOP_PORT_<REMOTE>, SHOP_API_PORT)',
      )
    : null;
}

main().catch((error: unknown) => {
  // Known conditions (a coded error, a port in use) in one line; anything else keeps its stack.
  const known = expectedFailureText(error) ?? portInUse(error);
  if (known) console.error(`[start] could not start the shop: ${known}`);
  else console.error('[start] could not start the shop', error);
  process.exit(1);
});
