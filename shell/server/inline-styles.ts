/**
 * A served page's style sheets, inlined into its head: the page paints with its HTML alone,
 * instead of waiting for two more render-blocking requests (one of them to a remote's origin,
 * a new connection on a slow network). Sheets are immutable per URL (content-hashed names),
 * so each is fetched once per process; one that cannot be had in time stays a `<link>`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './escape-html';
import { valueWithin } from './value-within';

/** Sheets larger than this stay linked: inlining trades the browser's cache for a round trip. */
export const INLINE_STYLE_MAX_BYTES = 64 * 1024;

/** How long a page waits for a sheet it has not fetched before (then: linked this time). */
const FETCH_BUDGET_MS = 150;

const sheets = new Map<string, Promise<string | null>>();

async function fetchSheet(url: string, distDir: string): Promise<string | null> {
  try {
    // The shell's own sheets are its files; a remote's come from its origin.
    if (url.startsWith('/')) return await readFile(join(distDir, url.slice(1)), 'utf8');
    const answer = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!answer.ok) return null;
    return await answer.text();
  } catch {
    return null;
  }
}

function sheetText(url: string, distDir: string): Promise<string | null> {
  let sheet = sheets.get(url);
  if (!sheet) {
    sheet = fetchSheet(url, distDir).then((text) => {
      // A failure is not remembered: the next page tries again.
      if (text === null) sheets.delete(url);
      return text !== null && Buffer.byteLength(text) <= INLINE_STYLE_MAX_BYTES ? text : null;
    });
    sheets.set(url, sheet);
  }
  return sheet;
}

/**
 * URL -> text of each sheet that can be inlined now. A sheet still on its way after the budget
 * is left out of this page (linked) and keeps loading for the next one.
 */
export async function inlinableStyles(
  urls: readonly string[],
  distDir: string,
): Promise<Map<string, string>> {
  const texts = await Promise.all(
    urls.map((url) => valueWithin(sheetText(url, distDir), FETCH_BUDGET_MS)),
  );
  return new Map(
    urls.flatMap((url, index) => {
      const text = texts[index];
      return text ? [[url, text] as const] : [];
    }),
  );
}

/**
 * The element for one sheet: inline `<style>` when its text is known, else a `<link>`.
 * `data-href` names the sheet as webpack's CSS loader looks for it, so a chunk that needs the
 * sheet later finds it in the page and does not fetch it again. A remote's inlined sheet also
 * gets a disabled `<link>` of its URL (never fetched while disabled): the federation runtime
 * looks for links only, and would otherwise load the sheet again when the remote starts.
 */
export function styleElement(
  href: string,
  text: string | undefined,
  { remote }: { remote?: string } = {},
): string {
  const mark = remote ? ` data-shop-remote="${escapeHtml(remote)}"` : '';
  if (text === undefined) return `<link rel="stylesheet" href="${escapeHtml(href)}"${mark} />`;
  // A sheet cannot end the style element early.
  const safe = text.replace(/<\/style/gi, '<\\/style');
  const style = `<style data-href="${escapeHtml(href)}"${mark}>${safe}</style>`;
  return remote ? `${style}<link rel="stylesheet" href="${escapeHtml(href)}" disabled />` : style;
}
