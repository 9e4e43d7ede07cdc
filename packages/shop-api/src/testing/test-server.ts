/**
 * Starts a real server on a temp database (port 0) and a cookie-keeping HTTP agent for it.
 *
 * The database is a SQLite file in a temp directory, or — in the PostgreSQL Jest project
 * (SHOP_API_TEST_DIALECT=postgres with SHOP_API_TEST_DATABASE_URL) — a schema of its own in
 * that database, named after the directory, so a restart on the same directory finds its data.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DevLastSmsResponse } from '@shop/types';
import type { App } from '../app-context';
import type { ServerOptions } from '../config';
import type { SmsGateway } from '../lib/sms-gateway';
import { type ShopServer, buildServer } from '../server';

export interface TestServer {
  app: ShopServer;
  url: string;
  /** The loopback test-hooks listener (login codes, captcha answers, stock), on by default here. */
  hooks: TestHooks;
  dir: string;
  dbPath: string;
  /** The PostgreSQL URL (with its own schema) when the suite runs on PostgreSQL. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** Prefix of every test schema (the PostgreSQL project's global set-up drops them). */
export const TEST_SCHEMA_PREFIX = 'shop_test_';

/** The PostgreSQL database of this test file's run, or undefined on SQLite. */
export function testPostgresUrl(): string | undefined {
  const url = process.env.SHOP_API_TEST_DATABASE_URL;
  return process.env.SHOP_API_TEST_DIALECT === 'postgres' && url ? url : undefined;
}

/** A URL whose connections work in the given schema (created when missing). */
export async function postgresSchemaUrl(baseUrl: string, schema: string): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
  const separator = baseUrl.includes('?') ? '&' : '?';
  return `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

export async function startTestServer(
  options: Partial<ServerOptions> = {},
  dir?: string,
): Promise<TestServer> {
  const base = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  fs.mkdirSync(base, { recursive: true });
  const dbPath = path.join(base, 'shop.sqlite');
  const postgres = testPostgresUrl();
  const schema = `${TEST_SCHEMA_PREFIX}${createHash('sha1').update(base).digest('hex').slice(0, 16)}`;
  const databaseUrl = postgres ? await postgresSchemaUrl(postgres, schema) : undefined;
  const app = await buildServer({
    dbPath,
    databaseUrl,
    logger: false,
    disableRateLimit: true,
    // The harness turns the hooks on (never production); codes go nowhere but the database.
    testHooks: !options.production,
    smsGateway: silentSmsGateway,
    ...options,
  });
  const url = await listenOnLoopback(app);
  const hooksUrl = app.testHooks ? await listenOnLoopback(app.testHooks) : undefined;
  return {
    app,
    url,
    hooks: new TestHooks(hooksUrl),
    dir: base,
    dbPath,
    databaseUrl,
    close: async () => {
      await app.close();
    },
  };
}

/** What production mode needs to start (production-check.ts), for tests of production behaviour. */
export const PRODUCTION_OPTIONS: Partial<ServerOptions> = {
  production: true,
  paymentSecret: 'test-production-payment-secret',
};

/** Stores nothing, prints nothing: tests read codes through the test hooks. */
const silentSmsGateway: SmsGateway = { label: 'test', send: async () => undefined };

async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** A client of the test-hooks listener. */
export class TestHooks {
  constructor(readonly url: string | undefined) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<AgentResponse<T>> {
    if (!this.url) throw new Error('this test server runs without test hooks');
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
    };
  }

  /** The last code sent to a phone (fails the test when there is none). */
  async lastSms(phone: string): Promise<DevLastSmsResponse> {
    const answer = await this.request<DevLastSmsResponse>(
      'GET',
      `/last-sms?phone=${encodeURIComponent(phone)}`,
    );
    if (answer.status !== 200)
      throw new Error(`no code for ${phone}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

export interface AgentResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps the session cookie, fetches and sends the CSRF token. */
export class Agent {
  private cookies = new Map<string, string>();
  csrf: string | null = null;

  constructor(
    readonly baseUrl: string,
    readonly storefront: 'ru' | 'en' = 'ru',
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    init: { csrf?: boolean; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<AgentResponse<T>> {
    const headers: Record<string, string> = {
      'X-Shop-Storefront': this.storefront,
      ...init.headers,
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.csrf !== false && method !== 'GET' && this.csrf) headers['X-CSRF-Token'] = this.csrf;
    let payload: string | undefined;
    if (init.raw !== undefined) payload = init.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !headers['content-type'])
      headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    // A rotated session brings its new CSRF token in this header (as @shop/api-client reads it).
    const freshCsrf = response.headers.get('x-csrf-token');
    if (freshCsrf) this.csrf = freshCsrf;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // HTML pages stay text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** The value of a cookie this agent keeps (e.g. the session id). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Replaces a kept cookie (e.g. to replay an old session id). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }

  async token(): Promise<string> {
    const response = await this.get<{ csrfToken: string }>('/token');
    this.csrf = response.body.csrfToken;
    return this.csrf;
  }

  /** Logs in through identification → the code (read through the test hooks) → authenticate. */
  async login(phone: string, hooks: TestHooks): Promise<void> {
    if (!this.csrf) await this.token();
    const identification = await this.post<{ success: boolean }>('/auth/identification', { phone });
    if (!identification.body.success)
      throw new Error(`identification failed: ${JSON.stringify(identification.body)}`);
    const { code } = await hooks.lastSms(phone);
    const result = await this.post<{ success: boolean }>('/auth/authenticate', { phone, code });
    if (!result.body.success)
      throw new Error(`authenticate failed: ${JSON.stringify(result.body)}`);
  }
}
