import { createHash } from 'node:crypto';

export interface PagePolicy {
  /** Origins of the registered remotes (their manifests, entries, chunks, styles). */
  remoteOrigins: readonly string[];
  /**
   * The page's inline scripts, allowed one by one by their hash (`'sha256-…'`, inlineScriptHashes):
   * a page kept by the edge's cache (ADR 30) is the same for every visitor, so it cannot carry
   * a per-response nonce.
   */
  scriptHashes: readonly string[];
  /** Origin of the map tile server a deployment configured (SHOP_MAP_TILES), if any. */
  tileOrigin?: string;
}

/** A script element without src whose type the browser runs (none, JavaScript or module). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const runs = (type: string | undefined) =>
  !type || type === 'module' || /^(text|application)\/javascript$/.test(type);

/**
 * The CSP source expressions of the inline scripts a page runs: each one's text hashed as the
 * browser hashes it (SHA-256 of its UTF-8, base64). Data blocks (type="application/json") are
 * never run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    if (!runs(TYPE.exec(attributes)?.[1]?.toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

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
 * critical CSS and React's style attributes; scripts do not — an inline script needs its hash.
 */
export function contentSecurityPolicy({
  remoteOrigins,
  scriptHashes,
  tileOrigin,
}: PagePolicy): string {
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
    ["script-src 'self'", ...scriptHashes, ...remoteOrigins].join(' '),
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
