/**
 * Minimal cookie parsing and Set-Cookie serialization for the session plugin.
 * (@fastify/cookie 11 loads the ESM-only `cookie` package with a dynamic import,
 * which Jest on Node 20 cannot run.)
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!header) return result;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    const name = index < 0 ? '' : part.slice(0, index).trim();
    // A name sent twice keeps its first value, as browsers list the more specific and older
    // cookie first: one tossed in later (from a sibling host, say) does not replace it.
    if (!name || name in result) continue;
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"|"$/g, '');
    try {
      result[name] = decodeURIComponent(raw);
    } catch {
      result[name] = raw;
    }
  }
  return result;
}

export interface CookieOptions {
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.sameSite)
    parts.push(`SameSite=${options.sameSite[0]!.toUpperCase()}${options.sameSite.slice(1)}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
