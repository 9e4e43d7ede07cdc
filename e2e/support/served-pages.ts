import { expect, type Page, type Request } from '@playwright/test';
import type { Storefront } from '@shop/types';
import { probe, SHELL_PORT, STOREFRONT_HOSTS } from './http-probe';

/** What a served page has in its `<main>` (the slot), or '' when it has none. */
export const mainOf = (html: string): string =>
  /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

/** The currencies a served page's prices are marked in (`data-currency`). */
export const currencies = (html: string): Set<string> =>
  new Set(html.match(/data-currency="[A-Z]+"/g) ?? []);

/** The served page as a crawler gets it: no JavaScript at all. */
export async function served(storefront: Storefront, path: string, port = SHELL_PORT) {
  const answer = await probe(path, STOREFRONT_HOSTS[storefront], port);
  return { ...answer, main: mainOf(answer.body) };
}

/** What a page served with its slot rendered on the server carries. */
const SERVED_SLOT = 'data-ssr-owner';

/** What a page served with the catalog's bestsellers rendered in it carries (ADR 43). */
export const SERVED_BESTSELLERS = 'data-testid="bestsellers"';

/**
 * The page as served with its slot rendered on the server (or with `mark` in it, when more
 * than the slot is asked for). A render past the time budget is served for the browser to
 * render (by design, ADR 13), so a busy machine may need a retry.
 */
export async function serverRendered(storefront: Storefront, path: string, mark = SERVED_SLOT) {
  let page = await served(storefront, path);
  for (let attempt = 1; attempt < 8 && !page.body.includes(mark); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    page = await served(storefront, path);
  }
  return page;
}

/**
 * Collects a page's console warnings and errors and the data requests `isData` names, and
 * opens pages as served with their slot rendered on the server (see serverRendered), waiting
 * until the owner's first mount has hydrated the slot (it removes the marker). `open` may ask
 * for another `mark` in the served page (a piece in it, as SERVED_BESTSELLERS).
 */
export function watchServedPages(page: Page, isData: (pathname: string) => boolean) {
  const problems: string[] = [];
  const dataRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (isData(pathname)) dataRequests.push(pathname);
  });
  const open = async (path: string, mark = SERVED_SLOT) => {
    for (let attempt = 1; ; attempt += 1) {
      dataRequests.length = 0;
      const answer = await page.goto(path);
      if ((await answer?.text())?.includes(mark) || attempt === 8) break;
    }
    await expect(page.locator('#shell-main')).not.toHaveAttribute('data-ssr-owner', /.*/);
  };
  return { problems, dataRequests, open };
}

/** The console's words of a hydration that did not match its served markup. */
export const hydrationProblems = (problems: readonly string[]): string[] =>
  problems.filter((text) =>
    /hydrat|did not match|server rendered html|server-rendered|recoverable/i.test(text),
  );
