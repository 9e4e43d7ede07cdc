/** Every failure becomes a JSON `{ error: { code, message, fieldErrors? } }`; only real bugs are 5xx. */
import type { FastifyError } from 'fastify';
import { reportRequestError } from '@shop/error-codes/node';
import type { App } from '../app-context';
import { ERROR_MESSAGES, HttpError, errorBody } from '../errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldErrors(
  issues: ValidationIssue[],
  context: string | undefined,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    const missing = issue.params?.missingProperty;
    const extra = issue.params?.additionalProperty;
    let field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (typeof missing === 'string') field = field ? `${field}.${missing}` : missing;
    if (typeof extra === 'string') field = field ? `${field}.${extra}` : extra;
    const key = field || context || 'body';
    (result[key] ??= []).push(issue.message ?? 'is invalid');
  }
  return result;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of a column's range, text
 * that is not a number) come from client values that passed the schema but that no row can
 * hold: bad input, as SQLite (which stores them and finds nothing) treats it too.
 */
const isPostgresDataException = (error: unknown): boolean => {
  const { severity, code } = (error ?? {}) as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && code.startsWith('22');
};

export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send(errorBody(error.code, error.message, error.fieldErrors));
    }
    const fastifyError = error as FastifyError & { validationContext?: string };
    if (fastifyError.validation) {
      return reply
        .status(400)
        .send(
          errorBody(
            'validation_failed',
            ERROR_MESSAGES.validation_failed,
            fieldErrors(
              fastifyError.validation as ValidationIssue[],
              fastifyError.validationContext,
            ),
          ),
        );
    }
    if (isPostgresDataException(error)) {
      return reply.status(400).send(errorBody('bad_request', ERROR_MESSAGES.bad_request));
    }
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(errorBody('invalid_json', fastifyError.message));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .status(413)
          .send(errorBody('payload_too_large', ERROR_MESSAGES.payload_too_large));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .status(415)
          .send(errorBody('unsupported_media_type', ERROR_MESSAGES.unsupported_media_type));
      default:
        break;
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(errorBody('rate_limited', ERROR_MESSAGES.rate_limited));
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'not_found' : 'bad_request';
      return reply
        .status(status)
        .send(errorBody(code, fastifyError.message || ERROR_MESSAGES.bad_request));
    }
    request.log.error({ err: error }, 'unhandled error');
    // A real bug: reported with the request id the edge gave the call (ADR 32).
    reportRequestError(error, request);
    return reply.status(500).send(errorBody('internal_error', ERROR_MESSAGES.internal_error));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
