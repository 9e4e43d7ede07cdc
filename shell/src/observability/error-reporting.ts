import {
  BrowserClient,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import { bus } from '@shop/event-bus';
import { scrubPersonalData } from '@shop/error-codes';
import { ERROR_REPORTING_TRACE_SAMPLE_RATE } from '@shop/storefront';
import type { CapturedError } from './error-capture';

/**
 * The browser's error reports (ADR 32): a chunk of its own, imported after the page is
 * interactive and only with a DSN. One client, the shell's: remotes report through the bus
 * (remote:error) and the federation runtime, never with an SDK of their own. No global
 * handlers of the SDK's: error-capture.ts notes errors from the first moment and hands them
 * here. Events go through the edge (`tunnel`), which forwards them to the DSN's project.
 */

/** The edge's forwarding endpoint (shell/server/error-tunnel.ts). */
export const ERROR_TUNNEL_PATH = '/_shop/errors';

/** The remote's contract version, from its registry entry (`…/mf-manifest.json?contract=1.4.0`). */
const contractOf = (manifestUrl: string): string | undefined => {
  try {
    return new URL(manifestUrl).searchParams.get('contract') ?? undefined;
  } catch {
    return undefined;
  }
};

/** Starts the client; returns how a noted error is reported. */
export function startErrorReporting(dsn: string): (captured: CapturedError) => void {
  const client = new BrowserClient({
    dsn,
    tunnel: ERROR_TUNNEL_PATH,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    tracesSampleRate: ERROR_REPORTING_TRACE_SAMPLE_RATE,
    sendDefaultPii: false,
    beforeSend: (event) => scrubPersonalData(event),
    beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return ({ error, kind, remote, manifestUrl }) => {
    const storefront = bus.get('storefront')?.storefront;
    const route = bus.get('route');
    const contract = manifestUrl ? contractOf(manifestUrl) : undefined;
    scope.captureException(error, {
      captureContext: {
        tags: {
          kind,
          remote: remote ?? 'shell',
          ...(manifestUrl ? { manifest_url: manifestUrl } : {}),
          ...(contract ? { contract } : {}),
          ...(storefront ? { storefront } : {}),
          // The route's name (`product`), not its URL: a URL can carry a visitor's data.
          ...(route ? { route: route.name } : {}),
        },
      },
    });
  };
}
