import { scrubPersonalData, scrubText } from './scrub-personal-data';

/**
 * The servers' structured logs (ADR 32): Fastify's pino, one JSON object per line, the same
 * shape in the shell's server and the API, so one request reads alike in both: `service`,
 * `requestId` (the edge's id, carried to the API in X-Request-Id), and the request's method
 * and URL without personal data. Secrets in headers never reach a line.
 */
export interface JsonLogOptions {
  /** `shell` or `shop-api`: every line names it. */
  service: string;
  /** pino's level (default info). */
  level?: string;
}

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  ip?: string;
}

/** Options for Fastify's `logger` (a pino options object), plus `requestIdLogLabel`. */
export function jsonLoggerOptions({ service, level = 'info' }: JsonLogOptions) {
  return {
    level,
    base: { service },
    // pino's default is epoch ms; ISO reads in any log tool without conversion.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[scrubbed]',
    },
    serializers: {
      // The URL as the route's template would hide which page failed: kept, but scrubbed.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: scrubPersonalData({ url: request.url ?? '' }).url,
        route: request.routeOptions?.url,
      }),
      err: (error: Error & { code?: string; statusCode?: number }) => ({
        type: error.name,
        message: scrubText(error.message),
        code: error.code,
        statusCode: error.statusCode,
        stack: scrubText(error.stack ?? ''),
      }),
    },
  };
}

/** Fastify's label for the request id in every request's line. */
export const REQUEST_ID_LOG_LABEL = 'requestId';
