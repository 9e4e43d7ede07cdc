import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { safeParse as parseContentType } from 'fast-content-type-parse';
import { storefrontFromHost } from '@shop/storefront';
import {
  API_BODY_LIMIT_BYTES,
  CURRENCY_HEADER,
  JOB_APPLICATION_BODY_LIMIT_BYTES,
  JOB_APPLICATION_PATH,
  type ApiErrorBody,
  type Storefront,
} from '@shop/types';
import { STARTING_RETRY_AFTER_S } from './starting-gate';

export interface ApiProxyOptions {
  apiOrigin: string;
  defaultStorefront: Storefront;
  /** How long the API may take to answer before the visitor gets a 504 (default 15 s). */
  apiTimeoutMs?: number;
  /** While the shop starts (starting-gate.ts): false until it can answer; calls meanwhile get a 503. */
  isOpen?: () => Promise<boolean>;
}

/** Where the edge answers the API (proxied to it). */
export const API_PREFIX = '/api';
const DEFAULT_TIMEOUT_MS = 15_000;
const bodyTooLarge = new WeakSet<FastifyRequest>();
/** Calls whose client went away before its body was sent: there is no one to answer. */
const clientGone = new WeakSet<FastifyRequest>();

const errorBody = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });

const TOO_LARGE = errorBody('payload_too_large', 'The body is too large');

const STARTING = errorBody('shop_starting', 'The shop is starting: try again in a few seconds');

const BAD_MEDIA_TYPE = errorBody('unsupported_media_type', 'The body has an unreadable type');

/**
 * A Content-Type the proxy could not read (`text/plain;application/json`): the proxy parses it
 * to forward a parsed body, and threw an error of no status, which the edge answered as a 500.
 */
const unreadableContentType = (request: FastifyRequest): boolean => {
  const header = request.headers['content-type'];
  return header !== undefined && parseContentType(header).type === '';
};

/**
 * The API's limit for this call: its own for the job application (a résumé of up to 5 MB),
 * API_BODY_LIMIT_BYTES for every other. Method and path only; the query string does not count.
 */
export function apiBodyLimit(method: string, url: string): number {
  const path = url.split('?', 1)[0];
  return method === 'POST' && path === `${API_PREFIX}${JOB_APPLICATION_PATH}`
    ? JOB_APPLICATION_BODY_LIMIT_BYTES
    : API_BODY_LIMIT_BYTES;
}

/** Counts a request body on its way to the API and stops it past the API's own limit. */
class BodyLimit extends Transform {
  private received = 0;

  constructor(
    private readonly limit: number,
    private readonly onExceeded: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.limit) {
      this.onExceeded();
      done(Object.assign(new Error('request body over the API limit'), { statusCode: 413 }));
      return;
    }
    done(null, chunk);
  }
}

/**
 * Reads the rest of a body the API will not get, so the answer goes out on a healthy
 * keep-alive connection instead of meeting a body that is still arriving.
 */
function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    raw.on('end', resolve);
    raw.on('close', resolve);
    raw.resume();
  });
}

async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ApiErrorBody,
) {
  await drain(request);
  // As the API's own answers: nothing a shared cache is to keep (a passing outage least of all).
  if (!reply.sent)
    reply
      .code(status)
      .type('application/json')
      .header('cache-control', 'private, no-store')
      .send(body);
}

/**
 * The shell's /api: the edge in front of the API. It enforces the API's body limits itself
 * (413), passes the API's answers through unchanged, turns a down or slow API into a 502 or
 * 504 JSON error (a starting one into a 503), and gives every call a request id that the API
 * logs and the visitor sees.
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const { apiOrigin, defaultStorefront } = options;

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    reply.header('x-request-id', request.id);
    // Not a 502 while the API is still starting: the client is told when to ask again.
    if (options.isOpen && !(await options.isOpen())) {
      reply.header('retry-after', String(STARTING_RETRY_AFTER_S));
      await answer(request, reply, 503, STARTING);
      return reply;
    }
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return payload;
    const limit = apiBodyLimit(request.method, request.url);
    if (Number(request.headers['content-length']) > limit) {
      bodyTooLarge.add(request);
      await answer(request, reply, 413, TOO_LARGE);
      return payload;
    }
    const counted = new BodyLimit(limit, () => bodyTooLarge.add(request));
    // A client gone mid-body (timed out, or away) ends the call to the API as well: pipe() does
    // not pass that on, and the API would wait for the rest of the body on a held connection.
    request.raw.once('close', () => {
      if (request.raw.complete) return;
      clientGone.add(request);
      counted.destroy(new Error('client closed the request mid-body'));
    });
    return payload.pipe(counted);
  });

  await app.register(httpProxy, {
    upstream: apiOrigin,
    prefix: API_PREFIX,
    rewritePrefix: '',
    // The API's redirects point at shop pages (the payment page back to /order-success/{id}),
    // relative to this origin: they must not get the /api prefix.
    internalRewriteLocationHeader: false,
    http2: false,
    // No retries on 503: an order or a payment must never be sent twice.
    maxRetriesOn503: 0,
    undici: { headersTimeout: options.apiTimeoutMs ?? DEFAULT_TIMEOUT_MS },
    preHandler: async (request, reply) => {
      // The body was refused before parsing; the 413 is on its way.
      if (bodyTooLarge.has(request)) return reply;
      if (unreadableContentType(request)) {
        await answer(request, reply, 415, BAD_MEDIA_TYPE);
        return reply;
      }
    },
    replyOptions: {
      // The API believes these headers from this server only, so they are overwritten, never
      // passed on: the client's address, host and protocol as this edge saw them, and the
      // storefront of that host (the same rule the browser's bundle applies). A server render's
      // currency is this server's own call's, never a browser's.
      rewriteRequestHeaders: (request, headers) => {
        const {
          forwarded: _forwarded,
          'x-real-ip': _realIp,
          'x-forwarded-port': _port,
          [CURRENCY_HEADER]: _currency,
          // Between the client and this edge only: the proxy's client refuses to send them, and
          // the call then got no answer at all (Expect: 100-continue) or a false 502.
          expect: _expect,
          'keep-alive': _keepAlive,
          upgrade: _upgrade,
          ...rest
        } = headers;
        return {
          ...rest,
          'x-request-id': request.id,
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.host,
          'x-forwarded-proto': request.protocol,
          'x-shop-storefront': storefrontFromHost(request.hostname, defaultStorefront),
        };
      },
      onError: (proxyReply, { error }) => {
        // reply-from types its reply for HTTP/2 too; this proxy is HTTP/1 only (http2: false).
        const reply = proxyReply as unknown as FastifyReply;
        const request = reply.request;
        if (bodyTooLarge.has(request)) return void answer(request, reply, 413, TOO_LARGE);
        if (clientGone.has(request)) return;
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        request.log.warn({ err: error }, timedOut ? 'API timed out' : 'API unreachable');
        void answer(
          request,
          reply,
          timedOut ? 504 : 502,
          timedOut
            ? errorBody('gateway_timeout', 'The shop service did not answer in time')
            : errorBody('bad_gateway', 'The shop service is not reachable'),
        );
      },
    },
  });
}

/** Request ids for every call the shell serves; an API call's id travels to the API's log. */
export const genRequestId = (): string => randomUUID();
