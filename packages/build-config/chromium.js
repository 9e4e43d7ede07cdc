// Debian's chromium, driven by Playwright (E2E) and Lighthouse (bench) alike (ARCHITECTURE §7).
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

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

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS };
