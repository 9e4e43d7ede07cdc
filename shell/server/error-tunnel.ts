import type { FastifyInstance } from 'fastify';
import { scrubPersonalData } from '@shop/error-codes';
import { escapeHtml } from './escape-html';
import { windowLimiter } from './client-beacons';

/**
 * The browser's error reports go through the edge (ADR 32): the page names the DSN in a meta
 * tag, the SDK posts its envelopes to /_shop/errors (Sentry's `tunnel`), and this forwards
 * them to the DSN's project. Same origin, so the page's CSP and blockers of third-party hosts
 * do not lose them; only envelopes for the configured DSN are forwarded (not an open relay),
 * rate limited per address, at most 64 KB, and each event is scrubbed once more here.
 */

export const ERROR_TUNNEL_PATH = '/_shop/errors';
export const ERROR_TUNNEL_BODY_LIMIT_BYTES = 64 * 1024;
const TUNNEL_RATE_LIMIT = 60;
const TUNNEL_RATE_WINDOW_MS = 60_000;
const FORWARD_TIMEOUT_MS = 5000;

/** The meta tag that gives the browser its DSN; none without one (the SDK is then never loaded). */
export const errorReportingMeta = (dsn: string | undefined): string =>
  dsn ? `\n    <meta name="shop:error-reporting-dsn" content="${escapeHtml(dsn)}" />` : '';

/** Sentry's envelope endpoint of a DSN (`https://key@host/path/42` → `https://host/path/api/42/envelope/`). */
export function envelopeUrlOf(dsn: string): string {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop() ?? '';
  const path = segments.length ? `/${segments.join('/')}` : '';
  return `${url.protocol}//${url.host}${path}/api/${project}/envelope/`;
}

/** An envelope (header line, then item header and payload lines) with its event items scrubbed. */
export function scrubEnvelope(envelope: string): { dsn: unknown; body: string } {
  const lines = envelope.split('\n');
  const header = JSON.parse(lines[0] ?? '') as { dsn?: unknown };
  const out = [JSON.stringify(scrubPersonalData(header))];
  for (let index = 1; index < lines.length; index += 2) {
    const itemHeader = lines[index];
    if (itemHeader === undefined || itemHeader === '') continue;
    const payload = lines[index + 1] ?? '';
    const type = (JSON.parse(itemHeader) as { type?: string }).type;
    out.push(
      itemHeader,
      type === 'event' || type === 'transaction'
        ? JSON.stringify(scrubPersonalData(JSON.parse(payload)))
        : payload,
    );
  }
  return { dsn: header.dsn, body: out.join('\n') };
}

export function registerErrorTunnel(app: FastifyInstance, dsn: string | undefined): void {
  if (!dsn) return;
  const target = envelopeUrlOf(dsn);
  const allow = windowLimiter(TUNNEL_RATE_LIMIT, TUNNEL_RATE_WINDOW_MS);
  // The SDK posts text/plain; an envelope is newline-separated JSON, not one JSON document.
  app.register(async (tunnel) => {
    tunnel.removeAllContentTypeParsers();
    tunnel.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    tunnel.post(
      ERROR_TUNNEL_PATH,
      { bodyLimit: ERROR_TUNNEL_BODY_LIMIT_BYTES },
      async (request, reply) => {
        if (!allow(request.ip)) return reply.code(429).send();
        let envelope: { dsn: unknown; body: string };
        try {
          envelope = scrubEnvelope(String(request.body));
        } catch {
          return reply.code(400).send();
        }
        if (envelope.dsn !== dsn) return reply.code(403).send();
        const answer = await fetch(target, {
          method: 'POST',
          body: envelope.body,
          headers: { 'content-type': 'application/x-sentry-envelope' },
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        }).catch(() => null);
        if (!answer) return reply.code(502).send();
        return reply.code(answer.status).send();
      },
    );
  });
}
