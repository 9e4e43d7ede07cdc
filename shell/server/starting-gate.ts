/**
 * A starting shop's edge (npm start): pages and /api calls are answered "the shop is starting"
 * (503 with Retry-After) until the API answers its /health and the remotes' server builds are
 * loaded. Before that, a page's server render would fail against an API that is not listening
 * and leave its slot to the browser, and its calls would be refused. Once open the gate stays
 * open: a later API outage is the proxy's 502, not "starting".
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storefront } from '@shop/types';
import { shellMessages } from '../src/i18n/messages';
import { escapeHtml } from './escape-html';
import { pageSecurityHeaders } from './security-headers';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../src/error-codes';

/** Seconds before a browser (the page reloads itself) or a client (Retry-After) asks again. */
export const STARTING_RETRY_AFTER_S = 3;

/** One health check's limit: an API that does not answer within it is not up yet. */
const CHECK_TIMEOUT_MS = 2_000;
const POLL_MS = 250;

export interface StartingGate {
  /** Whether the shop can answer now; while not, asks the API again (one check at a time). */
  isOpen(): Promise<boolean>;
  /** Something else the shop needs first (the server builds' warm-up); its failure counts as done. */
  include(pending: Promise<unknown>): void;
  /** Work that needs the API and comes before opening (first renders), started once it answers. */
  whenApiUp(task: () => Promise<unknown>): void;
  /** Resolves once open; rejects with SHELL-START-001 after `timeoutMs`. */
  whenOpen(timeoutMs: number): Promise<void>;
}

export function startingGate(apiHealthUrl: string): StartingGate {
  let open = false;
  let apiUp = false;
  let pending = 0;
  let check: Promise<boolean> | null = null;
  const apiTasks: Array<() => Promise<unknown>> = [];

  const include = (promise: Promise<unknown>): void => {
    pending += 1;
    const settled = () => {
      pending -= 1;
    };
    promise.then(settled, settled);
  };

  const apiAnswers = async (retried = false): Promise<boolean> => {
    try {
      const response = await fetch(apiHealthUrl, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      await response.body?.cancel();
      return response.ok;
    } catch (error) {
      // A kept-alive connection to an API that has since restarted fails once ("other side
      // closed"): asked again on a new one, that is not "down".
      const cause = (error as { cause?: { code?: unknown } }).cause;
      if (!retried && cause?.code === 'UND_ERR_SOCKET') return apiAnswers(true);
      return false; // not listening yet
    }
  };

  const isOpen = (): Promise<boolean> => {
    if (open) return Promise.resolve(true);
    check ??= (async () => {
      if (!apiUp && (await apiAnswers())) {
        apiUp = true;
        for (const task of apiTasks) include(Promise.resolve().then(task));
      }
      open = apiUp && pending === 0;
      return open;
    })().finally(() => {
      check = null;
    });
    return check;
  };

  return {
    isOpen,
    include,
    whenApiUp(task) {
      apiTasks.push(task);
    },
    async whenOpen(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!(await isOpen())) {
        if (Date.now() > deadline) {
          const seconds = timeoutMs / 1000;
          throw new Error(
            errorText(
              SHELL_ERRORS.NOT_OPEN_IN_TIME,
              apiUp
                ? `the server builds and first renders did not finish within ${seconds} s`
                : `the API did not answer ${apiHealthUrl} within ${seconds} s (its output is above)`,
            ),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}

/**
 * The starting page's texts. Only this server ever shows them, so they stay out of the
 * browser's catalogue (every page would download them).
 */
const STARTING_TEXTS: Record<Storefront, { title: string; text: string }> = {
  ru: {
    title: 'Магазин запускается',
    text: 'Ещё несколько секунд: страница обновится сама.',
  },
  en: {
    title: 'The shop is starting',
    text: 'A few more seconds: this page will reload by itself.',
  },
};

/** "The shop is starting", in the storefront's language: 503, reloading itself. */
export function sendStartingPage(
  request: FastifyRequest,
  reply: FastifyReply,
  storefront: Storefront,
): FastifyReply {
  const { title, text } = STARTING_TEXTS[storefront];
  const heading = escapeHtml(title);
  const html =
    `<!doctype html><html lang="${storefront}"><head><meta charset="utf-8" />` +
    `<meta name="viewport" content="width=device-width,initial-scale=1" />` +
    `<meta name="robots" content="noindex" />` +
    `<meta http-equiv="refresh" content="${STARTING_RETRY_AFTER_S}" />` +
    `<title>${heading} — ${escapeHtml(shellMessages[storefront]['shell.brand'])}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}</style>` +
    `</head><body><main><h1>${heading}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
  return reply
    .code(503)
    .headers(
      pageSecurityHeaders({ remoteOrigins: [], scriptHashes: [] }, request.protocol === 'https'),
    )
    .header('retry-after', String(STARTING_RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
