import { randomBytes } from 'node:crypto';

export interface PagePolicy {
  /** Origins of the registered remotes (their manifests, entries, chunks, styles). */
  remoteOrigins: readonly string[];
  /** Per-response nonce for the page's inline scripts. */
  nonce: string;
  /** Origin of the map tile server a deployment configured (SHOP_MAP_TILES), if any. */
  tileOrigin?: string;
}

export const newNonce = (): string => randomBytes(16).toString('base64');

/** The origins of manifest URLs: a deploy to a new origin is allowed without editing code. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // The registry store already leaves out what is not a URL.
    }
  }
  return [...origins];
}

/**
 * Content-Security-Policy of a shell page: exactly this origin (which also serves /api),
 * the registered remotes and the tile server. Styles allow 'unsafe-inline' for the inlined
 * critical CSS and React's style attributes; scripts do not — an inline script needs the nonce.
 */
export function contentSecurityPolicy({ remoteOrigins, nonce, tileOrigin }: PagePolicy): string {
  const remotes = remoteOrigins.join(' ');
  const images = [
    "'self'",
    'data:',
    'blob:',
    ...remoteOrigins,
    ...(tileOrigin ? [tileOrigin] : []),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${remotes}`.trim(),
    `style-src 'self' 'unsafe-inline' ${remotes}`.trim(),
    `img-src ${images.join(' ')}`,
    `font-src 'self' data: ${remotes}`.trim(),
    `connect-src 'self' ${remotes}`.trim(),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every HTML answer carries; HSTS only where the page was served over HTTPS. */
export function pageSecurityHeaders(policy: PagePolicy, https: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(policy),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
