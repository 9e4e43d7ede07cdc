import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from '@shop/build-config';
import type { ShopOptions } from './fixtures';

const SHELL_PORT = Number(process.env.SHOP_PORT_SHELL ?? 8080);

/** The production-like topology's spec runs in a project of its own (no browser, no storefront). */
const TOPOLOGY_SPEC = /topology\.spec\.ts$/;

/**
 * The platform's own mechanics (deploys, canaries, the registry, version skew, error reports,
 * the edge's processes, shared singletons) work the same behind either storefront, which changes
 * only their texts: each of these specs runs on one storefront, half on each, instead of on both.
 * Together they took about 400 s of a CI run's E2E time twice over (ADR 45).
 */
const PLATFORM_SPECS_BY_STOREFRONT = {
  ru: /(canary-release|registry-switch|remote-offline|shared-singletons)\.spec\.ts$/,
  en: /(remote-redeploy|version-skew|error-reporting|edge-processes)\.spec\.ts$/,
};

/** Both storefront hosts resolve to this machine (ARCHITECTURE §7). */
const hostRules = 'MAP shop.test.ru 127.0.0.1, MAP shop.test.com 127.0.0.1';

export default defineConfig<ShopOptions>({
  testDir: './specs',
  outputDir: '../test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--host-resolver-rules=${hostRules}`],
    },
  },
  projects: [
    {
      name: 'ru',
      testIgnore: [TOPOLOGY_SPEC, PLATFORM_SPECS_BY_STOREFRONT.en],
      use: { storefront: 'ru', baseURL: `http://shop.test.ru:${SHELL_PORT}` },
    },
    {
      name: 'en',
      testIgnore: [TOPOLOGY_SPEC, PLATFORM_SPECS_BY_STOREFRONT.ru],
      use: { storefront: 'en', baseURL: `http://shop.test.com:${SHELL_PORT}` },
    },
    // nginx, two shells and two APIs on PostgreSQL of its own (ADR 31): once, for both storefronts.
    { name: 'topology', testMatch: TOPOLOGY_SPEC },
  ],
  webServer: {
    // The same production set-up as `npm start`, on a fresh database of its own, with the API's
    // loopback test hooks on (login codes, stock): the harness's, never the public edge's. Its
    // Yandex ID is a stand-in provider on loopback :8092 that start-e2e.ts starts first.
    command:
      'rm -rf .runtime/e2e && SHOP_RUNTIME_DIR=.runtime/e2e SHOP_API_TEST_HOOKS=1 node --import tsx scripts/start-e2e.ts',
    cwd: '..',
    // Through the shell's proxy: ready only once the API has seeded its database.
    url: `http://127.0.0.1:${SHELL_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    // A fresh clone builds six apps (two compilations each for the server-rendered ones) first.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
