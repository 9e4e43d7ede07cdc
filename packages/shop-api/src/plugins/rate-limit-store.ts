/**
 * A @fastify/rate-limit store that keeps its counters in the shop's database (table
 * rate_limits), so that every API instance on one database counts the same window: a client
 * cannot multiply its allowance by reaching another instance behind the load balancer.
 * Fixed windows, as the plugin's own in-memory store counts them (this project sets neither
 * continueExceeding nor exponentialBackoff).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Counts one hit of key and answers the window's hits and the milliseconds left. */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        // Both SET expressions read the row as it was before this update.
        const ended = eb('rate_limits.window_ends', '<=', now);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rate_limits.hits', '+', 1))
            .end(),
          window_ends: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_ends'))
            .else(eb.ref('rate_limits.window_ends'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends) - now) };
}

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** The non-mutating peek of `{ increment: false }`. */
    read(key: string, callback: IncrCallback): void {
      const now = Date.now();
      db.selectFrom('rate_limits')
        .select(['hits', 'window_ends'])
        .where('key', '=', this.prefix + key)
        .where('window_ends', '>', now)
        .executeTakeFirst()
        .then(
          (row) =>
            callback(null, {
              current: Number(row?.hits ?? 0),
              ttl: row ? Number(row.window_ends) - now : 0,
            }),
          (error: Error) => callback(error),
        );
    }

    /** A route's own limit counts apart from other routes' (as the plugin's Redis store does). */
    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      // createRateLimit() passes no route: its keys stay unprefixed.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const method = routeInfo?.method ?? '';
      const url = routeInfo?.url ?? '';
      return new DatabaseStore(`${this.prefix}${String(method)}${url}-`);
    }
  }
  // The plugin constructs the store with its global options; the database comes from here.
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes windows that have ended (the periodic clean-up; a live window is never touched). */
export async function removeEndedRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends', '<', now).execute();
}

/** Wrong tries allowed in one window of a limited secret (a code); the next is refused. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export interface LimitedAttempt {
  /** false: a limit is used up, the secret must not be compared (nothing was counted). */
  allowed: boolean;
  /** Seconds until the used-up limit opens again (0 when allowed). */
  retryAfterSeconds: number;
  /** The keys whose limit is used up (none when allowed). */
  usedUp: string[];
  /** The secret was right: this try is not a wrong one after all. */
  forgive(): Promise<void>;
}

async function uncount(db: Db, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', 'in', keys)
    .where('hits', '>', 0)
    .execute();
}

/**
 * Counts a try at a secret under every limit before the secret is compared, so that
 * simultaneous tries cannot all pass a check made before any of them was counted; a right
 * secret then takes its try back (forgive). Shared by every API instance on one database.
 */
export async function beginLimitedAttempt(
  db: Db,
  limits: { key: string; limit: AttemptLimit }[],
  now = Date.now(),
): Promise<LimitedAttempt> {
  const counts = await Promise.all(
    limits.map(({ key, limit }) => countHit(db, key, limit.windowMs, now)),
  );
  const keys = limits.map(({ key }) => key);
  const exceeded = limits.flatMap(({ key, limit }, i) =>
    counts[i]!.current > limit.max ? [{ key, ttl: counts[i]!.ttl }] : [],
  );
  if (exceeded.length) {
    // A refused try compared nothing: it does not count (and does not extend a lock).
    await uncount(db, keys);
    const ttl = Math.max(...exceeded.map((used) => used.ttl));
    return {
      allowed: false,
      retryAfterSeconds: Math.ceil(ttl / 1000),
      usedUp: exceeded.map((used) => used.key),
      forgive: async () => {},
    };
  }
  return { allowed: true, retryAfterSeconds: 0, usedUp: [], forgive: () => uncount(db, keys) };
}
