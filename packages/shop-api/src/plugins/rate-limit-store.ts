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
