const { existsSync } = require('node:fs');

// Debian's chromium, driven by Lighthouse and Playwright in the bench (ARCHITECTURE §7).
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

/** Debian's chromium-headless-shell: the same version's Blink and V8, without the full browser. */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The E2E suite's browser: the headless shell when it is installed (`.ci/run` installs it), which
 * brings a served page to `data-shop-ready` in about half the time on CI's two cores (ADR 46);
 * else chromium. A browser set by hand wins (E2E_CHROME_PATH, then CHROME_PATH). The bench keeps
 * the full browser: it measures what a shopper's browser does.
 */
const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROME_PATH ??
  process.env.CHROME_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

// Quiet, reproducible Chrome: no background traffic on this closed network, none in a measurement.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A phone as Lighthouse's mobile preset describes it (412 px wide, touch, 4× slower CPU, 150 ms
 * round trips, 1.6 Mbit/s down, 750 kbit/s up), for in-page measurements and E2E that must see
 * what a shopper on a phone sees (issue #21: the early-tap bench and E2E).
 */
const MOBILE_PROFILE = {
  context: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/**
 * Slows a Playwright page down to MOBILE_PROFILE through the DevTools protocol (the context
 * must have been made with MOBILE_PROFILE.context). Before the first navigation.
 */
async function throttleLikeMobile(context, page) {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
}

module.exports = {
  CHROMIUM_PATH,
  E2E_CHROMIUM_PATH,
  CHROMIUM_FLAGS,
  MOBILE_PROFILE,
  throttleLikeMobile,
};
