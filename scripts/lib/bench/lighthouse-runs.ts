/**
 * Lighthouse 13, default mobile profile (simulated slow 4G + 4x CPU), performance only.
 * One Chrome serves every run; Lighthouse opens a fresh tab and clears storage each time.
 */
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import type { BenchRoute, LighthouseFigures } from './types';
import { CHROME_FLAGS, CHROME_PATH } from './chrome';
import { errorText, median } from './stats';

interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

/**
 * Lighthouse resets a page's storage before each run but keeps its cookies: after the empty
 * cart's run the browser holds that visitor's session cookie, which then won over the one the
 * cart-with-a-product row sends, and that row measured an empty cart. Every run starts with none.
 */
async function clearCookies(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await Promise.all(browser.contexts().map((context) => context.clearCookies()));
  } finally {
    // Connected, not launched: this only disconnects (the browser serves the next runs).
    await browser.close();
  }
}

async function runOnce(port: number, url: string, cookie?: string): Promise<RunFigures> {
  await clearCookies(port);
  // Lighthouse is ESM-only; scripts run as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A route with a session (the cart with one product): the cookie rides on every request.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (score === null || score === undefined) throw new Error('no performance score');
  return {
    score: score * 100,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Lighthouse's CPU index of this machine (the same build reads slower on a lower one).
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Runs every route `runs` times, interleaved (route A, B, C, A, B, C …) so drift spreads evenly. */
export async function lighthouseRoutes(
  baseUrl: string,
  routes: readonly BenchRoute[],
  runs: number,
  log: (message: string) => void,
): Promise<Map<string, LighthouseFigures>> {
  const samples = new Map<string, { figures: RunFigures[]; errors: string[] }>(
    routes.map((route) => [route.name, { figures: [], errors: [] }]),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'silent',
  });
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        const started = Date.now();
        const sample = samples.get(route.name) as { figures: RunFigures[]; errors: string[] };
        try {
          const figures = await runOnce(chrome.port, baseUrl + route.path, route.cookie);
          sample.figures.push(figures);
          log(
            `  lighthouse ${route.name} #${run}: score ${Math.round(figures.score)} ` +
              `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        } catch (error) {
          sample.errors.push(`run ${run}: ${errorText(error)}`);
          log(`  lighthouse ${route.name} #${run} failed: ${errorText(error)}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return new Map(
    routes.map((route) => {
      const { figures, errors } = samples.get(route.name) as {
        figures: RunFigures[];
        errors: string[];
      };
      return [
        route.name,
        {
          runs: figures.length,
          score: median(figures.map((f) => f.score)),
          lcpMs: median(figures.map((f) => f.lcpMs)),
          tbtMs: median(figures.map((f) => f.tbtMs)),
          cls: median(figures.map((f) => f.cls)),
          benchmarkIndex: median(figures.map((f) => f.benchmarkIndex)),
          errors,
        },
      ];
    }),
  );
}
