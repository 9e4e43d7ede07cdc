/** The one error shape of every failed call, and the distinct error of a cancelled call. */
import type { ApiErrorBody } from '@shop/types';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure). */
  readonly status: number;
  /** Stable code from the server (`error.code`), or 'network_error' / 'bad_response' / 'http_<status>'. */
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }
}

/**
 * Thrown (never logged) when the caller's AbortSignal cancelled the request.
 * Cancelled requests are not errors: check with `isCancelled(error)` and ignore.
 */
export class ApiCancelledError extends Error {
  override readonly name = 'ApiCancelledError';
  readonly cancelled = true as const;

  constructor(readonly url: string) {
    super(`Request cancelled: ${url}`);
  }
}

export const isCancelled = (error: unknown): error is ApiCancelledError =>
  error instanceof ApiCancelledError;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * A failed fetch() in one line, or null when `error` is something else. fetch rejects with a
 * TypeError when no answer came (the server not listening, a dropped connection); Node's
 * names the system's reason in its cause: `fetch failed (connect ECONNREFUSED 127.0.0.1:8090)`.
 * By name, not class: the error may come from another realm's fetch.
 */
export function networkFailureText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || (error as Error).name !== 'TypeError')
    return null;
  const { message, cause } = error as Error & { cause?: { message?: string; code?: string } };
  // A connection tried on several addresses fails with an AggregateError without a message.
  const reason = cause?.message || cause?.code;
  return reason ? `${message} (${reason})` : message;
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

export function errorFromResponse(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({
      status,
      code: String(body.error.code),
      message: body.error.message,
      fieldErrors: body.error.fieldErrors ?? {},
      body,
    });
  }
  return new ApiError({
    status,
    code: `http_${status}`,
    message: `Request failed with status ${status}`,
    body,
  });
}
