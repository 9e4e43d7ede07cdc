import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { API_BODY_LIMIT_BYTES, REQUEST_TIMEOUT_MS } from '@shop/types';
import type { SmsGateway } from './lib/sms-gateway';
import {
  DEFAULT_STOREFRONT_DOMAINS,
  type StorefrontDomainPair,
  parseStorefrontDomains,
} from './lib/storefront-domains';

/** Root of the monorepo (src → shop-api → packages → root). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ServerOptions {
  /** SQLite file path; its directory is created when missing. Unused with databaseUrl. */
  dbPath: string;
  /**
   * postgres://… (SHOP_API_DATABASE_URL): the shop's data on PostgreSQL, shared by any number of
   * API instances. Unset: the embedded SQLite file at dbPath.
   */
  databaseUrl?: string;
  /** Directory of generated media (shared between databases: images are deterministic). */
  mediaDir: string;
  /**
   * Files visitors send (job applications' résumés, ADR 0026), never served by any route:
   * SHOP_API_UPLOADS_DIR, else `uploads` beside the SQLite file (the runtime directory); on a
   * multi-instance set-up a shared volume.
   */
  uploadsDir: string;
  /**
   * Production mode (SHOP_API_MODE=production): fails closed. buildServer refuses to start
   * when something production needs is missing or unsafe (production-check.ts).
   */
  production: boolean;
  /** Prefix under which browsers reach this server ('/api'). */
  publicPath: string;
  /** Fastify logger on/off. */
  logger: boolean;
  /** Maximum body size in bytes. */
  bodyLimit: number;
  /**
   * A request must be received whole within this (ms), and a connection may be silent no
   * longer; else 408 / closed (SHOP_API_REQUEST_TIMEOUT_S, default REQUEST_TIMEOUT_MS).
   */
  requestTimeoutMs: number;
  /** Skip rate limiting (benchmarks). */
  disableRateLimit: boolean;
  /**
   * Peers whose X-Forwarded-* and X-Shop-Storefront headers are believed: the shell's
   * server (addresses, CIDR ranges or proxy-addr names such as 'loopback'). Anyone else's
   * forwarding headers are ignored.
   */
  trustedProxies: string[];
  /** A session unused this long ends (seconds). */
  sessionIdleSeconds: number;
  /** A session ends this long after it began, however active (seconds). */
  sessionAbsoluteSeconds: number;
  /**
   * An online order unpaid this long after it was placed is cancelled and gives back what it
   * held: stock, bonuses, certificate balances (seconds; features/orders/payment-window.ts).
   */
  paymentWindowSeconds: number;
  /** HMAC key of payment confirmations (shared with the provider); random per start when unset. */
  paymentSecret: string;
  /** The key was configured (SHOP_API_PAYMENT_SECRET), not made up at start: production needs it. */
  paymentSecretConfigured: boolean;
  /**
   * Test hooks (SHOP_API_TEST_HOOKS=1): login codes, captcha answers, paid orders' certificate
   * codes and stock changes on a second listener on 127.0.0.1 only. Refused in production.
   */
  testHooks: boolean;
  /** The test hooks' port on 127.0.0.1 (SHOP_API_TEST_HOOKS_PORT, default 8091; 0 = any free). */
  testHooksPort: number;
  /** HTTP SMS gateway (SHOP_API_SMS_GATEWAY_URL); unset: codes are printed on the console. */
  smsGatewayUrl?: string;
  /** Bearer token for the SMS gateway (SHOP_API_SMS_GATEWAY_TOKEN). */
  smsGatewayToken?: string;
  /** A gateway object given in code (tests, embedders); wins over smsGatewayUrl. */
  smsGateway?: SmsGateway;
  /**
   * The development payment provider (its /payment/dev pages, marked "test mode"). On outside
   * production mode; production refuses to start with it (SHOP_API_DEV_PAYMENTS=1).
   */
  devPayments: boolean;
  /**
   * Host pairs of the two storefronts (SHOP_API_STOREFRONT_DOMAINS, `ru-host=en-host,…`,
   * `*` for any text): where a country change or the domain-redirect header sends a visitor.
   */
  storefrontDomains: StorefrontDomainPair[];
  /** GET /health also answers the process's memory (SHOP_API_HEALTH_MEMORY=1: the bench's soak reads it). */
  healthMemory?: boolean;
  /**
   * Yandex ID, the third-party login (SHOP_API_OAUTH_YANDEX_*). Unset (no client id and
   * secret): the login answers "not configured" and logs nobody in.
   */
  oauthYandex?: OAuthClientOptions;
}

/** An OAuth 2.0 client at an identity provider (features/auth/oauth-client.ts). */
export interface OAuthClientOptions {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** Yandex ID's endpoints (plain OAuth 2.0, not OpenID Connect); each can be overridden. */
function yandexFromEnv(env: NodeJS.ProcessEnv): OAuthClientOptions | undefined {
  const clientId = env.SHOP_API_OAUTH_YANDEX_CLIENT_ID;
  const clientSecret = env.SHOP_API_OAUTH_YANDEX_CLIENT_SECRET;
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authorizationUrl:
      env.SHOP_API_OAUTH_YANDEX_AUTHORIZATION_URL || 'https://oauth.yandex.ru/authorize',
    tokenUrl: env.SHOP_API_OAUTH_YANDEX_TOKEN_URL || 'https://oauth.yandex.ru/token',
    userinfoUrl:
      env.SHOP_API_OAUTH_YANDEX_USERINFO_URL || 'https://login.yandex.ru/info?format=json',
  };
}

export interface ListenOptions {
  port: number;
  host: string;
}

function trimSlash(value: string): string {
  if (value === '' || value === '/') return '';
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

const devPaymentsAllowed = (production: boolean, env: NodeJS.ProcessEnv): boolean =>
  !production || env.SHOP_API_DEV_PAYMENTS === '1';

const DAY_S = 24 * 60 * 60;

const DEFAULT_TEST_HOOKS_PORT = 8091;

function portFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed >= 0 && parsed < 65_536 ? parsed : fallback;
}

function secondsFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export const listFromEnv = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

const uploadsBeside = (dbPath: string): string => path.join(path.dirname(dbPath), 'uploads');

/** Options from the environment with defaults that need no set-up. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const production = env.SHOP_API_MODE === 'production';
  const dbPath = env.SHOP_API_DB ?? path.join(REPO_ROOT, '.runtime', 'shop.sqlite');
  return {
    dbPath,
    databaseUrl: env.SHOP_API_DATABASE_URL || undefined,
    mediaDir: env.SHOP_API_MEDIA_DIR ?? path.join(REPO_ROOT, '.runtime', 'media'),
    uploadsDir: env.SHOP_API_UPLOADS_DIR ?? uploadsBeside(dbPath),
    production,
    publicPath: trimSlash(env.SHOP_API_PUBLIC_PATH ?? '/api'),
    // JSON lines (ADR 32): on in production unless SHOP_API_LOG=0, elsewhere with SHOP_API_LOG=1.
    logger: env.SHOP_API_LOG === '1' || (production && env.SHOP_API_LOG !== '0'),
    bodyLimit: API_BODY_LIMIT_BYTES,
    requestTimeoutMs:
      secondsFromEnv(env.SHOP_API_REQUEST_TIMEOUT_S, REQUEST_TIMEOUT_MS / 1000) * 1000,
    disableRateLimit: env.SHOP_API_NO_RATE_LIMIT === '1',
    trustedProxies: listFromEnv(env.SHOP_API_TRUSTED_PROXIES, ['loopback']),
    sessionIdleSeconds: secondsFromEnv(env.SHOP_API_SESSION_IDLE_S, 7 * DAY_S),
    sessionAbsoluteSeconds: secondsFromEnv(env.SHOP_API_SESSION_MAX_S, 30 * DAY_S),
    paymentWindowSeconds: secondsFromEnv(env.SHOP_API_PAYMENT_WINDOW_S, 30 * 60),
    paymentSecret: env.SHOP_API_PAYMENT_SECRET || randomBytes(32).toString('hex'),
    paymentSecretConfigured: Boolean(env.SHOP_API_PAYMENT_SECRET),
    testHooks: env.SHOP_API_TEST_HOOKS === '1',
    testHooksPort: portFromEnv(env.SHOP_API_TEST_HOOKS_PORT, DEFAULT_TEST_HOOKS_PORT),
    smsGatewayUrl: env.SHOP_API_SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SHOP_API_SMS_GATEWAY_TOKEN || undefined,
    devPayments: devPaymentsAllowed(production, env),
    storefrontDomains: parseStorefrontDomains(
      env.SHOP_API_STOREFRONT_DOMAINS ?? DEFAULT_STOREFRONT_DOMAINS,
    ),
    healthMemory: env.SHOP_API_HEALTH_MEMORY === '1',
    oauthYandex: yandexFromEnv(env),
  };
}

export function listenFromEnv(env: NodeJS.ProcessEnv = process.env): ListenOptions {
  const port = Number(env.SHOP_API_PORT ?? 8090);
  return { port: Number.isFinite(port) ? port : 8090, host: env.SHOP_API_HOST ?? '127.0.0.1' };
}

export function resolveOptions(partial: Partial<ServerOptions> = {}): ServerOptions {
  const base = optionsFromEnv();
  const merged = { ...base, ...partial };
  merged.publicPath = trimSlash(merged.publicPath);
  // A database given in code (tests) keeps its uploads beside it, unless told otherwise.
  if (
    partial.uploadsDir === undefined &&
    partial.dbPath !== undefined &&
    !process.env.SHOP_API_UPLOADS_DIR
  )
    merged.uploadsDir = uploadsBeside(partial.dbPath);
  // Production given in code (tests) decides the default, not the environment's mode.
  if (partial.devPayments === undefined)
    merged.devPayments = devPaymentsAllowed(merged.production, process.env);
  // A secret given in code (tests) is as configured as one from the environment; full options
  // (main.ts passes optionsFromEnv's) already say whether theirs was made up at start.
  if (partial.paymentSecret !== undefined && partial.paymentSecretConfigured === undefined)
    merged.paymentSecretConfigured = true;
  return merged;
}
