/**
 * Browsers that have confirmed a phone with its code before ("device cookies", as OWASP's
 * advice against locking owners out has them). A phone's wrong codes of the day are capped
 * (code-repository.ts): without this, any stranger could spend them on codes they asked for
 * themselves and lock the phone's owner out for a day; the phone's codes of the hour likewise.
 * A browser that has proved the phone before counts its codes and wrong codes apart, so the
 * owner still logs in where they always do; a new browser shares the phone's caps as before. The token is random and kept only as its hash:
 * it says nothing of the phone, and a copy of the database cannot be replayed as a cookie.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import { parseCookies, serializeCookie } from '../../lib/cookies';
import { randomToken } from '../../lib/ids';

export const DEVICE_COOKIE = 'shop_device';
/** A browser unused for a phone this long is a stranger to it again. */
export const KNOWN_DEVICE_DAYS = 90;
const KNOWN_DEVICE_MS = KNOWN_DEVICE_DAYS * 24 * 60 * 60_000;
/** randomToken(32): 43 base64url characters. Anything else is not one of ours. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('base64url');

/** The request's device token, when it carries one of the right shape. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const token = parseCookies(request.headers.cookie)[DEVICE_COOKIE];
  return token && TOKEN_RE.test(token) ? token : undefined;
}

export class KnownDevices {
  constructor(private readonly ctx: AppContext) {}

  /**
   * `<token hash>:<phone>` when this browser has confirmed the phone within KNOWN_DEVICE_DAYS:
   * what its own limits for the phone count under; undefined for a browser the phone does not know.
   */
  async knownAs(phone: string, token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const tokenHash = hashOf(token);
    const row = await this.ctx.db
      .selectFrom('known_devices')
      .select('token_hash')
      .where('token_hash', '=', tokenHash)
      .where('phone', '=', phone)
      .where('last_used_at', '>=', new Date(Date.now() - KNOWN_DEVICE_MS).toISOString())
      .executeTakeFirst();
    return row ? `${tokenHash}:${phone}` : undefined;
  }

  /**
   * After a right code: this browser is known to the phone from now on. It is given a new
   * token every time, and the phones its old one knew move to it, so a token is never one the
   * browser brought: one planted in the owner's browser, or copied from it, is worth nothing
   * after the owner's next right code (attack pass: an adopted token let a stranger guess on
   * the owner's allowance).
   */
  async remember(request: FastifyRequest, reply: FastifyReply, phone: string): Promise<void> {
    const previous = deviceTokenOf(request);
    const token = randomToken(32);
    const tokenHash = hashOf(token);
    const now = nowIso();
    await this.ctx.db.transaction().execute(async (trx) => {
      if (previous)
        await trx
          .updateTable('known_devices')
          .set({ token_hash: tokenHash })
          .where('token_hash', '=', hashOf(previous))
          .where('phone', '!=', phone)
          .execute();
      if (previous)
        await trx.deleteFrom('known_devices').where('token_hash', '=', hashOf(previous)).execute();
      await trx
        .insertInto('known_devices')
        .values({ token_hash: tokenHash, phone, last_used_at: now })
        .execute();
    });
    reply.header(
      'set-cookie',
      serializeCookie(DEVICE_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: KNOWN_DEVICE_MS / 1000,
        secure: this.ctx.options.production && request.protocol === 'https',
      }),
    );
  }

  /** Forgets browsers not used for their phone within KNOWN_DEVICE_DAYS. */
  async removeForgotten(): Promise<number> {
    const result = await this.ctx.db
      .deleteFrom('known_devices')
      .where('last_used_at', '<', new Date(Date.now() - KNOWN_DEVICE_MS).toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
