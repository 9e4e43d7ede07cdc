/**
 * The API's catalogue stamp as the edge last read it (ADR 30): a page kept by the page cache
 * stays fresh while the stamp it was rendered under is the current one, so a page asked
 * thousands of times a second is not rendered again every 2 s when nothing changed (each
 * such render held the edge's event loop for some 40 ms, the journey's p99 with it).
 *
 * Read lazily: a reading older than `refreshMs` starts one new read (never two at a time);
 * a reading older than `validForMs` is none at all, so an idle edge, an API that does not
 * answer or a slow one leaves the cache on its time rule alone.
 */
import { valueWithin } from './value-within';

export interface StampReading {
  stamp: string;
  /** When the read that gave it was started (its answer is at least this new). */
  readAt: number;
}

export interface CatalogStampOptions {
  /** A reading older than this starts a new read (default 1 s). */
  refreshMs?: number;
  /** A reading older than this is not used (default 2 s: the page cache's fresh time). */
  validForMs?: number;
  /** A read that has not answered within this is given up (default 1 s). */
  timeoutMs?: number;
  now?: () => number;
  /**
   * What else a kept page was rendered under, read with the stamp and made part of it (the
   * remotes' origins up or down: a page served for a remote the browser cannot load would
   * never hydrate). Given up with the read after `timeoutMs`.
   */
  alsoRead?: () => Promise<string>;
  /** Told of the first failed read after one that answered (the API down, no stamp). */
  onError?: (message: string) => void;
}

export type CatalogStampSource = () => StampReading | null;

export function catalogStampOf(
  apiOrigin: string,
  options: CatalogStampOptions = {},
): CatalogStampSource {
  const refreshMs = options.refreshMs ?? 1_000;
  const validForMs = options.validForMs ?? 2_000;
  const timeoutMs = options.timeoutMs ?? 1_000;
  const now = options.now ?? Date.now;
  let reading: StampReading | null = null;
  let asking = false;
  let failing = false;

  const apiStamp = async (): Promise<string> => {
    const response = await fetch(`${apiOrigin}/catalog/stamp`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { stamp?: unknown };
    if (!response.ok || typeof body.stamp !== 'string' || !body.stamp)
      throw new Error(`answered ${response.status} without a stamp`);
    return body.stamp;
  };

  const read = async (): Promise<void> => {
    const readAt = now();
    try {
      const [api, also] = await Promise.all([
        apiStamp(),
        options.alsoRead ? valueWithin(options.alsoRead(), timeoutMs) : '',
      ]);
      if (also === null) throw new Error(`no answer within ${timeoutMs} ms`);
      reading = { stamp: also ? `${api}:${also}` : api, readAt };
      failing = false;
    } catch (error) {
      if (!failing) options.onError?.(failureText(error));
      failing = true;
    }
  };

  return () => {
    const at = now();
    if (!asking && (!reading || at - reading.readAt >= refreshMs)) {
      asking = true;
      void read().finally(() => {
        asking = false;
      });
    }
    return reading && at - reading.readAt < validForMs ? reading : null;
  };
}

/** "fetch failed (ECONNREFUSED)" rather than undici's bare "fetch failed". */
function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}
