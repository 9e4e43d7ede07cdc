/**
 * The transport: base URL, storefront header, lazy CSRF token (X-CSRF-Token, one retry on a
 * 403 with a fresh token), cancellation, 401 → onUnauthorized, every failure → ApiError.
 * The server rotates the session and its token on login, registration, OAuth and logout and
 * sends the new token in an X-CSRF-Token answer header, which replaces the cached one.
 */
import {
  CURRENCY_HEADER,
  type CurrencyCode,
  type Storefront,
  type TokenResponse,
} from '@shop/types';
import { ApiCancelledError, ApiError, errorFromResponse, networkFailureText } from './errors';
import { logError } from '@shop/error-codes';
import { API_CLIENT_ERRORS } from './error-codes';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Default '/api' (the shell proxies it to the API server). */
  baseUrl?: string;
  /** Sent as X-Shop-Storefront so that the server picks locale and currency. */
  storefront?: Storefront;
  /**
   * A server render's currency (CURRENCY_HEADER), for calls without the visitor's cookies;
   * a browser's calls leave it to the visitor's location.
   */
  currency?: CurrencyCode;
  /** Defaults to globalThis.fetch. */
  fetch?: FetchLike;
  /** Called on every 401 answer (the bus bridge emits 'auth:unauthorized'). */
  onUnauthorized?: (info: { url: string }) => void;
  /** Default 'include' so that the session cookie travels. */
  credentials?: RequestCredentials;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Sees the answer's headers (e.g. the domain-redirect header of common data). */
  onHeaders?: (headers: Headers) => void;
}

type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  query?: Query;
  /** State-changing calls carry the CSRF token. Default: true for non-GET. */
  csrf?: boolean;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const isAbort = (error: unknown, signal: AbortSignal | undefined): boolean =>
  Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');

export class HttpTransport {
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private csrfToken: Promise<string> | null = null;

  constructor(private readonly options: ApiClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
    const globalFetch =
      typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined;
    const chosen = options.fetch ?? globalFetch;
    if (!chosen) throw new Error('@shop/api-client: no fetch implementation');
    this.fetchImpl = chosen;
  }

  url(path: string, query?: Query): string {
    return `${this.baseUrl}${path}${buildQuery(query)}`;
  }

  /**
   * GET /token, once; shared by concurrent callers. It never takes a caller's signal: the
   * first caller being cancelled (a superseded cart calculation) must not cancel the token
   * every other caller is waiting for. Each caller's own send still honours its signal.
   */
  token(refresh = false): Promise<string> {
    if (refresh || !this.csrfToken) {
      const pending = this.send<TokenResponse>(
        { method: 'GET', path: '/token', csrf: false },
        {},
      ).then((r) => r.csrfToken);
      pending.catch(() => {
        if (this.csrfToken === pending) this.csrfToken = null;
      });
      this.csrfToken = pending;
    }
    return this.csrfToken;
  }

  async request<T>(spec: RequestSpec, call: CallOptions = {}): Promise<T> {
    const csrf = spec.csrf ?? spec.method !== 'GET';
    if (!csrf) return this.send<T>(spec, call);
    const token = await this.token();
    try {
      return await this.send<T>(spec, call, token);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.code === 'csrf_invalid') {
        const fresh = await this.token(true);
        return this.send<T>(spec, call, fresh);
      }
      throw error;
    }
  }

  private takeRotatedToken(response: Response): void {
    // Test doubles may answer without headers.
    const rotated =
      typeof response.headers?.get === 'function' ? response.headers.get('X-CSRF-Token') : null;
    if (rotated) this.csrfToken = Promise.resolve(rotated);
  }

  private async send<T>(spec: RequestSpec, call: CallOptions, token?: string): Promise<T> {
    const url = this.url(spec.path, spec.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.options.storefront) headers['X-Shop-Storefront'] = this.options.storefront;
    if (this.options.currency) headers[CURRENCY_HEADER] = this.options.currency;
    if (token) headers['X-CSRF-Token'] = token;
    const init: RequestInit = {
      method: spec.method,
      headers,
      credentials: this.options.credentials ?? 'include',
    };
    // A form with files goes as multipart/form-data: fetch writes its Content-Type and boundary.
    if (typeof FormData !== 'undefined' && spec.body instanceof FormData) init.body = spec.body;
    else if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(spec.body);
    }
    if (call.signal) init.signal = call.signal;
    if (call.signal?.aborted) throw new ApiCancelledError(url);

    let response: Response;
    try {
      response = await this.fetchImpl(url, init);
    } catch (error) {
      if (isAbort(error, call.signal)) throw new ApiCancelledError(url);
      const reason = networkFailureText(error);
      // No answer (the API not up yet, a dropped connection) is expected: one line, no stack.
      if (reason !== null)
        logError(
          API_CLIENT_ERRORS.NETWORK_FAILURE,
          `network failure: ${spec.method} ${url}: ${reason}; the call fails with network_error`,
        );
      else console.error('[api-client] network failure', spec.method, url, error);
      throw new ApiError({
        status: 0,
        code: 'network_error',
        message: 'No data is received from the server',
      });
    }

    this.takeRotatedToken(response);
    // Test doubles may answer without headers.
    if (call.onHeaders && response.headers) call.onHeaders(response.headers);

    let body: unknown = null;
    try {
      const text = await response.text();
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch (error) {
      if (isAbort(error, call.signal)) throw new ApiCancelledError(url);
      if (response.ok) {
        console.error('[api-client] unreadable response', spec.method, url, error);
        throw new ApiError({
          status: response.status,
          code: 'bad_response',
          message: 'The server answered with invalid JSON',
        });
      }
    }

    if (response.status === 401) this.options.onUnauthorized?.({ url });
    if (!response.ok) throw errorFromResponse(response.status, body);
    return body as T;
  }
}
