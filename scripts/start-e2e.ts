/**
 * E2E's web server (playwright.config.ts): the stand-in Yandex ID on loopback, then the shop as
 * `npm start` runs it, with its API pointed at that provider. The provider lives as long as this
 * process (start.ts stops everything on SIGINT/SIGTERM).
 */
import { oauthStandInPort, startOAuthStandInForShop } from './lib/oauth-stand-in';

startOAuthStandInForShop()
  .then(async (standIn) => {
    console.info(`[start-e2e] stand-in Yandex ID at ${standIn.url}`);
    await import('./start');
  })
  .catch((error: unknown) => {
    console.error(
      `[start-e2e] the stand-in Yandex ID could not start on :${oauthStandInPort()}`,
      error,
    );
    process.exit(1);
  });
