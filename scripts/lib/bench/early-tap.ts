/**
 * The product page's early-tap window on a phone (issue #21, ADR 29): a fresh context with
 * Lighthouse's mobile profile opens a served product page; in the first frame that lays out
 * its buy button, the page itself taps it. Measured from navigation start:
 * - paint: that frame; ready: `html[data-shop-ready]` (the page interactive);
 * - window = ready − paint: how long the button shows before React owns it (target ≤ 1 s);
 * - answered = "added to cart" shown − paint: how long the shopper waits for the tap's answer,
 *   or lost (never answered within the wait) — what the early-tap capture changes.
 * The window is also measured on the mobile network alone, without the CPU slow-down: the part
 * a fast phone on a slow network still waits, which depends on the bytes and their order more
 * than on the measuring machine (whose memory can make 4× read several times slower, see
 * machine-check.ts; docs/benchmark.md, "Where the early-tap window goes").
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { MOBILE_PROFILE, throttleLikeMobile } from '@shop/build-config';
import { errorText, median, ms } from './stats';

export interface EarlyTapSample {
  /** The page came with its content (a render past its budget is the browser's: no window). */
  served: boolean;
  paintMs: number;
  readyMs: number;
  /** NaN when the tap was never answered. */
  answeredMs: number;
}

export interface EarlyTapFigures {
  path: string;
  samples: EarlyTapSample[];
  /** Medians of ready − paint and answered − paint (NaN: lost in most samples). */
  windowMs: number;
  answeredMs: number;
  lost: number;
  /** The same page on the mobile network with the machine's own CPU: its samples and window. */
  networkOnly?: { samples: EarlyTapSample[]; windowMs: number };
  error?: string;
}

/** Lighthouse's mobile profile, or only its network (the machine's CPU as it is). */
type Throttle = 'mobile' | 'network';

async function throttle(context: BrowserContext, page: Page, how: Throttle): Promise<void> {
  if (how === 'mobile') return throttleLikeMobile(context, page);
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
}

const BUY_TEXTS = ['Добавить в корзину', 'Add to cart'];
/** How long after the page is ready a tap may still be answered (the add's round trip). */
const ANSWER_WAIT_MS = 8_000;

/** Runs in the page before its own scripts: finds the buy button each frame, taps it once. */
const PAGE_PROBE = `
(() => {
  const texts = ${JSON.stringify(BUY_TEXTS)};
  const times = { paint: 0, ready: 0, answered: 0, served: false };
  window.__earlyTapBench = times;
  const buyButton = () =>
    [...document.querySelectorAll('#shell-main button')].find((b) => texts.includes(b.textContent.trim()));
  const frame = (now) => {
    const button = buyButton();
    if (!times.paint && button && button.getBoundingClientRect().height > 0) {
      times.paint = now;
      times.served = !document.documentElement.dataset.shopReady;
      button.click();
    }
    if (!times.ready && document.documentElement.dataset.shopReady) times.ready = performance.now();
    if (!times.answered && document.querySelector('#shell-main [data-testid="added-to-cart"]'))
      times.answered = performance.now();
    if (!times.answered) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
`;

/** A served product page whose buy button needs no size choice (a tap adds it at once). */
export async function sizelessProduct(shellUrl: string): Promise<string | null> {
  let listing = '';
  // A busy server leaves a render past its budget to the browser: ask again (then it is warm).
  for (let attempt = 0; attempt < 3 && !listing.includes('data-product-id='); attempt += 1)
    listing = await (await fetch(`${shellUrl}/catalog`)).text();
  for (const [, id] of listing.matchAll(/data-product-id="(\d+)"/g)) {
    const page = await (await fetch(`${shellUrl}/jewelry/${id}`)).text();
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';
    if (
      BUY_TEXTS.some((text) => main.includes(`>${text}</button>`)) &&
      !main.includes('type="radio"')
    )
      return `/jewelry/${id}`;
  }
  return null;
}

async function sample(browser: Browser, url: string, how: Throttle): Promise<EarlyTapSample> {
  const context = await browser.newContext({ ...MOBILE_PROFILE.context });
  try {
    await context.addInitScript({ content: PAGE_PROBE });
    const page = await context.newPage();
    await throttle(context, page, how);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.shopReady, undefined, {
      timeout: 30_000,
    });
    await page
      .waitForFunction(
        () =>
          (window as unknown as { __earlyTapBench: { answered: number } }).__earlyTapBench
            .answered > 0,
        undefined,
        { timeout: ANSWER_WAIT_MS },
      )
      .catch(() => undefined);
    const times = await page.evaluate(
      () =>
        (
          window as unknown as {
            __earlyTapBench: { paint: number; ready: number; answered: number; served: boolean };
          }
        ).__earlyTapBench,
    );
    return {
      served: times.served,
      paintMs: times.paint || Number.NaN,
      readyMs: times.ready || Number.NaN,
      answeredMs: times.answered || Number.NaN,
    };
  } finally {
    await context.close();
  }
}

/** A page whose render was left to the browser shows its button only once it is interactive. */
const servedOnly = (samples: EarlyTapSample[]) => samples.filter((entry) => entry.served);

/** The median of ready − paint over the served samples. */
const windowOf = (samples: EarlyTapSample[]) =>
  median(servedOnly(samples).map((entry) => entry.readyMs - entry.paintMs));

export async function measureEarlyTap(
  browser: Browser,
  shellUrl: string,
  samples: number,
): Promise<EarlyTapFigures> {
  const path = (await sizelessProduct(shellUrl).catch(() => null)) ?? '';
  const figures: EarlyTapFigures = { path, samples: [], windowMs: NaN, answeredMs: NaN, lost: 0 };
  if (!path) return { ...figures, error: 'no served product without sizes' };
  const networkOnly: EarlyTapSample[] = [];
  try {
    for (let i = 0; i < samples; i += 1) {
      figures.samples.push(await sample(browser, shellUrl + path, 'mobile'));
      networkOnly.push(await sample(browser, shellUrl + path, 'network'));
    }
  } catch (error) {
    figures.error = errorText(error);
  }
  const served = servedOnly(figures.samples);
  const lost = served.filter((entry) => !Number.isFinite(entry.answeredMs)).length;
  return {
    ...figures,
    windowMs: windowOf(figures.samples),
    networkOnly: { samples: networkOnly, windowMs: windowOf(networkOnly) },
    // A median over the answered samples only when most were answered.
    answeredMs:
      lost * 2 < served.length
        ? median(served.map((entry) => entry.answeredMs - entry.paintMs))
        : Number.NaN,
    lost,
  };
}

/** The report's lines for the figures (bench.ts, bench-early-tap.ts). */
export function formatEarlyTap(figures: EarlyTapFigures): string[] {
  return [
    `Early tap on ${figures.path || 'a product page'} (mobile profile: 412 px, touch, 4× CPU, 150 ms, 1.6 Mbit/s; ${figures.samples.length} fresh contexts)`,
    `  buy button painted → page interactive (html[data-shop-ready]): ${ms(figures.windowMs)} median (target ≤ 1000 ms)`,
    `  tap at that paint → "added to cart" shown: ${ms(figures.answeredMs)} median; taps lost: ${figures.lost} of ${figures.samples.filter((entry) => entry.served).length} served`,
    `  samples (paint / ready / answered, ms from navigation): ${figures.samples
      .map(
        (entry) =>
          `${ms(entry.paintMs)} / ${ms(entry.readyMs)} / ${ms(entry.answeredMs)}${entry.served ? '' : ' (not served)'}`,
      )
      .join('; ')}`,
    ...(figures.networkOnly
      ? [
          `  on the mobile network alone (this machine's CPU, not slowed): ${ms(figures.networkOnly.windowMs)} median; samples (paint / ready): ${figures.networkOnly.samples
            .map(
              (entry) =>
                `${ms(entry.paintMs)} / ${ms(entry.readyMs)}${entry.served ? '' : ' (not served)'}`,
            )
            .join('; ')}`,
        ]
      : []),
    ...(figures.error ? [`  error: ${figures.error}`] : []),
  ];
}
