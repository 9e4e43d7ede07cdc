/** Debian's chromium, driven both by Playwright and by Lighthouse (ARCHITECTURE §7). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

/** Quiet, reproducible Chrome: no background traffic that would land in a measurement. */
export const CHROME_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
