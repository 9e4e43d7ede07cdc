/**
 * The servers' error reports (ADR 32), `@shop/error-codes/node`: @sentry/node in the shell's
 * server and in the API, each on only with its DSN (SHOP_SENTRY_DSN, SHOP_API_SENTRY_DSN). A
 * request's failure is reported with the request id the edge gave it, its route template and
 * method; every event passes the shared personal-data scrubber first.
 */
import * as Sentry from '@sentry/node';
import { ERROR_REPORTING_TRACE_SAMPLE_RATE } from '@shop/storefront';
import { scrubPersonalData } from './scrub-personal-data';

/** What a report needs of a Fastify request. */
export interface ReportedRequest {
  id: string;
  method: string;
  routeOptions: { url?: string };
}

export interface ErrorReportingOptions {
  /** Unset or empty: nothing is initialised and nothing is ever sent. */
  dsn: string | undefined;
  /** `shop-api` or `shell`: a tag on every event. */
  service: string;
  environment: string;
}

/** Starts the Node SDK for this process; false (and nothing sent) without a DSN. */
export function startErrorReporting({ dsn, service, environment }: ErrorReportingOptions): boolean {
  if (!dsn) return false;
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: ERROR_REPORTING_TRACE_SAMPLE_RATE,
    // No addresses, cookies or bodies: the scrubber below is the second line, not the first.
    sendDefaultPii: false,
    initialScope: { tags: { service } },
    // The servers report a request's failure themselves, with its request id and route
    // (reportRequestError); the SDK's own Fastify hook would send it first without them.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
    beforeSend: (event) => scrubPersonalData(event),
    beforeSendTransaction: (event) => scrubPersonalData(event),
    beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
  });
  return true;
}

/** Reports a request's failure, tagged with its request id and route (no-op without a DSN). */
export function reportRequestError(error: unknown, request: ReportedRequest): void {
  if (!Sentry.isInitialized()) return;
  // The tags go with the event itself: no scope to fork, whatever the async context.
  Sentry.captureException(error, {
    captureContext: {
      tags: {
        request_id: request.id,
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
      },
    },
  });
}

/** Sends what is queued (a test, or a process about to exit). */
export const flushErrorReports = (timeoutMs = 2000): PromiseLike<boolean> =>
  Sentry.flush(timeoutMs);
