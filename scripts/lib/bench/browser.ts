/** One Playwright chromium for the in-page measurements. */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './chrome';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS] });
}

/** The shell's main slot holds the mounted remote; its h1 means the page has rendered. */
export const PAGE_HEADING = '#shell-main h1';
/** A heading that was not there before the navigation (see markHeadingsAsOld). */
export const NEW_PAGE_HEADING = '#shell-main h1:not([data-bench-old])';

/**
 * tsx compiles with esbuild's keepNames, so functions handed to the page call a
 * `__name` helper that only exists in Node; the page gets an identity stand-in.
 * Every single-spa application that mounts is recorded in window.__benchMounted.
 */
const PAGE_PRELUDE = `
globalThis.__name = globalThis.__name || ((fn) => fn);
window.__benchMounted = [];
window.addEventListener('single-spa:app-change', (event) => {
  const mounted = (event.detail && event.detail.appsByNewStatus && event.detail.appsByNewStatus.MOUNTED) || [];
  window.__benchMounted.push(...mounted);
});
`;

export async function newBenchContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript({ content: PAGE_PRELUDE });
  return context;
}

/** The single-spa applications mounted in this document so far, in order. */
export function mountedApplications(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __benchMounted?: string[] }).__benchMounted ?? [],
  );
}

/** Marks the current headings, so that the next page's heading can be told apart. */
export function markHeadingsAsOld(page: Page): Promise<void> {
  return page.evaluate((selector) => {
    for (const heading of document.querySelectorAll(selector)) {
      heading.setAttribute('data-bench-old', '');
    }
  }, PAGE_HEADING);
}

/** Loads a page and waits until its heading shows and the network has been idle for 500 ms. */
export async function loadPage(page: Page, url: string, timeoutMs = 20_000): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  await page.waitForSelector(PAGE_HEADING, { timeout: timeoutMs }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
}
