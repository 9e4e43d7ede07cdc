const ENCODED_RUN = /(?:%[0-9a-f]{2})+/gi;
const ENCODED_ASCII = /%[0-7][0-9a-f]/gi;

function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    // A malformed multi-byte sequence stays as written, but the ASCII bytes in it
    // are still decoded so that `/%70ress%E0` cannot slip past the blocked-page check.
    return run.replace(ENCODED_ASCII, (byte) => decodeURIComponent(byte));
  }
}

/** Decodes percent-encoding without ever throwing on malformed input. */
export function safeDecodeUri(value: string): string {
  return value.replace(ENCODED_RUN, decodeRun);
}

/**
 * The canonical form of a URL path used for every page comparison: query and
 * hash dropped, percent-encoding decoded, lower case, duplicate slashes and
 * dot segments resolved, no trailing slash except for the root `/`.
 */
export function normalizePath(pathname: string): string {
  const raw = pathname.split(/[?#]/, 1)[0];
  const segments: string[] = [];
  for (const segment of safeDecodeUri(raw).toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
