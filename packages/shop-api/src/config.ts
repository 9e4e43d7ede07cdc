import path from 'node:path';

/** Root of the monorepo (src → shop-api → packages → root). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ServerOptions {
  /** SQLite file path; its directory is created when missing. */
  dbPath: string;
  /** Directory of generated media (shared between databases: images are deterministic). */
  mediaDir: string;
  /** Production mode: the /dev/* endpoints do not exist. */
  production: boolean;
  /** Prefix under which browsers reach this server ('/api'). */
  publicPath: string;
  /** Fastify logger on/off. */
  logger: boolean;
  /** Maximum body size in bytes. */
  bodyLimit: number;
  /** Skip rate limiting (benchmarks). */
  disableRateLimit: boolean;
}

export interface ListenOptions {
  port: number;
  host: string;
}

function trimSlash(value: string): string {
  if (value === '' || value === '/') return '';
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

/** Options from the environment with defaults that need no set-up. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    dbPath: env.SHOP_API_DB ?? path.join(REPO_ROOT, '.runtime', 'shop.sqlite'),
    mediaDir: env.SHOP_API_MEDIA_DIR ?? path.join(REPO_ROOT, '.runtime', 'media'),
    production: env.SHOP_API_MODE === 'production',
    publicPath: trimSlash(env.SHOP_API_PUBLIC_PATH ?? '/api'),
    logger: env.SHOP_API_LOG === '1',
    bodyLimit: 256 * 1024,
    disableRateLimit: env.SHOP_API_NO_RATE_LIMIT === '1',
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
  return merged;
}
