/** Where and how long the bench runs: its own ports and folders, never the shop's 8080 or E2E's. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShopApp, ShopOptions } from '../shop';
import { REMOTES } from '../apps';

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export interface BenchConfig {
  shop: ShopOptions;
  workDir: string;
  lighthouseRuns: number;
  switchSamples: number;
  /** Fresh phone contexts for the product page's early-tap window (BENCH_EARLY_TAP_SAMPLES). */
  earlyTapSamples: number;
  /** The bench shell's /metrics (its page cache's answers are counted there). */
  metricsUrl: string;
}

/**
 * BENCH_PORT_BASE (9080): shell on the base, remotes on base+1 … base+5, API on base+10, the
 * shell's /metrics on base+13, the API's on base+14.
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_SWITCH_SAMPLES (5); SHOP_SKIP_BUILD=1 skips building.
 */
export function benchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const base = positiveInt(env.BENCH_PORT_BASE, 9080);
  const apps: ShopApp[] = ['shell', ...REMOTES];
  const ports: Partial<Record<ShopApp | 'api', number>> = { api: base + 10 };
  apps.forEach((app, index) => {
    ports[app] = base + index;
  });
  const workDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  // The bench's shell runs in this process and reads its metrics port from the environment
  // (shell/server/observability.ts): one of the bench's own, never a running shop's 8093.
  const metricsPort = base + 13;
  env.SHOP_METRICS_PORT = String(metricsPort);
  return {
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    workDir,
    lighthouseRuns: positiveInt(env.BENCH_LIGHTHOUSE_RUNS, 3),
    switchSamples: positiveInt(env.BENCH_SWITCH_SAMPLES, 5),
    earlyTapSamples: positiveInt(env.BENCH_EARLY_TAP_SAMPLES, 3),
    shop: {
      ports,
      runtimeDir: join(workDir, 'runtime'),
      deployDir: join(workDir, 'deploy'),
      apiLogFile: join(workDir, 'api.log'),
      // A fresh database per run; production mode and no rate limit, as a deployed API under load.
      // Production starts only with a payment key and an SMS gateway: the bench pays nothing and
      // logs nobody in, so a key of its own and a gateway address that takes no message do.
      apiEnv: {
        SHOP_API_DB: join(workDir, 'runtime', 'shop.sqlite'),
        SHOP_API_MODE: 'production',
        SHOP_API_PAYMENT_SECRET: randomBytes(32).toString('hex'),
        SHOP_API_SMS_GATEWAY_URL: 'http://127.0.0.1:9/bench-sends-no-sms',
        SHOP_API_NO_RATE_LIMIT: '1',
        SHOP_API_HEALTH_MEMORY: '1',
        // Its own, never a running shop's (or an E2E run's) 8094: that API's /metrics stayed off.
        SHOP_API_METRICS_PORT: String(base + 14),
      },
      waitForApi: false,
    },
  };
}
