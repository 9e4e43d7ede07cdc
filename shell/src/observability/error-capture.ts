import { bus } from '@shop/event-bus';
import { logWarning } from '@shop/error-codes';
import type { RemoteName } from '@shop/types';
import { remoteOfContainer, type RemoteRegistry } from '../federation/remote-registry';
import { SHELL_ERRORS } from '../error-codes';

/**
 * What the shell learns of failures in this page (ADR 32), in the first-load bundle and kept
 * small: errors are only noted here. The beacons (page views, boundary errors and load
 * failures per remote version, which the canary watch and /metrics count) go out once the page
 * is ready and at its end; the error-reporting SDK is imported after the page is interactive
 * and only when a DSN is configured, and then gets every error noted before it.
 */

export type CapturedKind = 'boundary' | 'load' | 'unhandled' | 'rejection';

export interface CapturedError {
  error: unknown;
  kind: CapturedKind;
  remote?: RemoteName;
  /** The remote's deployed version: its manifest URL in this page's registry. */
  manifestUrl?: string;
}

/** Where the edge takes beacons (shell/server/client-beacons.ts BEACON_PATH). */
export const BEACON_PATH = '/_shop/beacon';
/** The meta tag the shell's server writes the browser's DSN into (nothing without one). */
export const DSN_META = 'shop:error-reporting-dsn';

let registry: RemoteRegistry = {};
const noted: CapturedError[] = [];
let reporter: ((captured: CapturedError) => void) | null = null;
const viewed = new Set<RemoteName>();
let unsentViews: RemoteName[] = [];
let unsentErrors: CapturedError[] = [];
let ready = false;

const versionOf = (remote: RemoteName | undefined) => (remote ? registry[remote] : undefined);

export function captureError(error: unknown, kind: CapturedKind, remote?: RemoteName): void {
  const manifestUrl = versionOf(remote);
  const captured: CapturedError = { error, kind, ...(remote ? { remote, manifestUrl } : {}) };
  if (reporter) reporter(captured);
  else noted.push(captured);
  if (remote && (kind === 'boundary' || kind === 'load')) {
    remoteLoaded(remote);
    unsentErrors.push(captured);
    sendSoon();
  }
}

/** A remote's container was used in this page view: one view of its version. */
export function remoteLoaded(remote: RemoteName): void {
  if (viewed.has(remote)) return;
  viewed.add(remote);
  unsentViews.push(remote);
  sendSoon();
}

let timer: ReturnType<typeof setTimeout> | undefined;
function sendSoon(): void {
  if (!ready || timer) return;
  timer = setTimeout(sendBeacon, 1000);
}

/** Views and errors not sent yet, as one beacon (sendBeacon survives the page's end). */
function sendBeacon(): void {
  clearTimeout(timer);
  timer = undefined;
  const entry = (remote: RemoteName) => ({ remote, manifestUrl: registry[remote] });
  const views = unsentViews.filter((remote) => registry[remote]).map(entry);
  const errors = unsentErrors
    .filter((captured) => captured.manifestUrl)
    .map(({ remote, manifestUrl, kind }) => ({ remote, manifestUrl, kind }));
  unsentViews = [];
  unsentErrors = [];
  if (!views.length && !errors.length) return;
  const body = JSON.stringify({ views, errors });
  // Queued by the browser, it is sent even as the page goes away.
  navigator.sendBeacon(BEACON_PATH, body);
}

/** The page is interactive: send what is known, then load the SDK if a DSN is configured. */
function whenReady(): void {
  if (ready) return;
  ready = true;
  sendBeacon();
  const dsn = document.querySelector<HTMLMetaElement>(`meta[name="${DSN_META}"]`)?.content;
  if (!dsn) return;
  import(/* webpackChunkName: "error-reporting" */ './error-reporting')
    .then(({ startErrorReporting }) => {
      reporter = startErrorReporting(dsn);
      for (const captured of noted.splice(0)) reporter(captured);
    })
    .catch((error: unknown) => {
      // Without the SDK the beacons still count the remotes' errors.
      logWarning(
        SHELL_ERRORS.ERROR_REPORTING_UNAVAILABLE,
        'the error-reporting SDK did not load',
        error,
      );
    });
}

/**
 * Starts noting errors: the window's uncaught ones and unhandled rejections, and those the
 * remotes' slot boundaries report on the bus. Called first thing in the bootstrap.
 */
export function startErrorCapture(): void {
  window.addEventListener('error', (event) =>
    captureError(event.error ?? event.message, 'unhandled'),
  );
  window.addEventListener('unhandledrejection', (event) => captureError(event.reason, 'rejection'));
  bus
    .on('remote:error')
    .subscribe(({ container, error }) =>
      captureError(error, 'boundary', remoteOfContainer(container)),
    );
  // The bootstrap marks html[data-shop-ready] on the first routing event; this runs after it.
  window.addEventListener('single-spa:routing-event', () => {
    if (!ready) setTimeout(whenReady);
  });
  window.addEventListener('pagehide', sendBeacon);
}

/** The page's registry: which version of each remote this page view loads. */
export function setPageRegistry(pageRegistry: RemoteRegistry): void {
  registry = pageRegistry;
}

/** Tests only: forget everything noted. */
export function resetErrorCapture(): void {
  registry = {};
  noted.length = 0;
  reporter = null;
  viewed.clear();
  unsentViews = [];
  unsentErrors = [];
  ready = false;
  clearTimeout(timer);
  timer = undefined;
}
