/** One-time SMS codes (4 digits, expiry, attempt limit, resend cooldown) and captchas. */
import type { Locale } from '@shop/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { type Db, nowIso } from '../../db/database';
import { HttpError } from '../../errors';
import { type AttemptLimit, beginLimitedAttempt, countHit } from '../../plugins/rate-limit-store';
import { addressBucket } from '../../lib/address-bucket';
import { randomDigits, randomToken } from '../../lib/ids';
import { smsText } from '../../lib/sms-gateway';
import { randomCaptchaAnswer } from './captcha-image';
import { ABROAD_CODES_PER_ADDRESS_PER_HOUR, PHONE_CODES_PER_HOUR } from './auth-schema';
import { KnownDevices, deviceTokenOf } from './known-devices';

export const CODE_TTL_MS = 5 * 60_000;
/** +7 9XX XXX-XX-XX exactly: a longer number behind the same prefix is somewhere else. */
const RUSSIAN_MOBILE = /^\+79\d{9}$/;
export const RESEND_COOLDOWN_S = 30;
export const MAX_ATTEMPTS = 5;
/** More codes than this for one phone or session in the window → captcha. */
export const CAPTCHA_THRESHOLD = 3;
const CAPTCHA_WINDOW_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * Wrong checks for one phone in a day, whatever the code, session or address. A code has 4
 * digits (spec) and every new code brings its own 5 tries: without a cap per phone, fresh
 * codes from fresh sessions let a patient attacker find someone's code within days. A browser
 * that has confirmed the phone before has a cap of its own (known-devices.ts).
 */
export const PHONE_WRONG_CODES: AttemptLimit = { max: 10, windowMs: 24 * HOUR_MS };

/**
 * Wrong checks from one client address in an hour, over every phone (attack pass, stop 52).
 * The phone's cap alone let one address spread 60 guesses a minute over six phones a minute:
 * about 86 000 a day, some eight accounts taken over. With this cap an address gets 720 a day.
 * As many as a certificate's (code-attempts.ts): people behind one NAT share an address, and a
 * browser already known to the phone does not count here.
 */
export const ADDRESS_WRONG_CODES: AttemptLimit = { max: 30, windowMs: HOUR_MS };

export type CodeCheck =
  | 'ok'
  | 'code_not_sent'
  | 'code_expired'
  | 'code_attempts_exceeded'
  | 'code_invalid'
  /** The phone's wrong tries of the day are used up: a new code would not help either. */
  | 'phone_codes_locked'
  /** The address's wrong tries of the hour are used up, whichever phone they were for. */
  | 'address_codes_locked';

/** A failed check as the API answers it: its code, and the text that says what to do. */
export function codeCheckFailure(check: Exclude<CodeCheck, 'ok'>): {
  code: Exclude<CodeCheck, 'ok' | 'phone_codes_locked' | 'address_codes_locked'>;
  message: Exclude<CodeCheck, 'ok'>;
} {
  // The same code as a code's own tries used up (the form locks its field), another text.
  return {
    code:
      check === 'phone_codes_locked' || check === 'address_codes_locked'
        ? 'code_attempts_exceeded'
        : check,
    message: check,
  };
}

/** A code was sent to the phone less than RESEND_COOLDOWN_S ago: `waitSeconds` until the next. */
class ResendTooEarly extends Error {
  constructor(readonly waitSeconds: number) {
    super(`a new code in ${waitSeconds} s`);
  }
}

export class CodeRepository {
  private readonly devices: KnownDevices;

  constructor(private readonly ctx: AppContext) {
    this.devices = new KnownDevices(ctx);
  }

  /** Seconds until a new code may be sent to the phone (0 = now). */
  async cooldown(phone: string, db: Db = this.ctx.db): Promise<number> {
    const last = await db
      .selectFrom('sms_codes')
      .select('created_at')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!last) return 0;
    const elapsed = (Date.now() - Date.parse(last.created_at)) / 1000;
    return Math.max(0, Math.ceil(RESEND_COOLDOWN_S - elapsed));
  }

  /** The phone this session was last sent a checkout confirmation code for. */
  async lastConfirmationPhone(sessionId: string): Promise<string | null> {
    const row = await this.ctx.db
      .selectFrom('sms_codes')
      .select('phone')
      .where('session_id', '=', sessionId)
      .where('purpose', '=', 'confirm')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.phone ?? null;
  }

  async recentCount(phone: string, sessionId: string): Promise<number> {
    const since = new Date(Date.now() - CAPTCHA_WINDOW_MS).toISOString();
    const row = await this.ctx.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('phone', '=', phone), eb('session_id', '=', sessionId)]))
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Codes sent to the phone in the last hour, from any session or address. */
  async sentLastHour(phone: string, db: Db = this.ctx.db): Promise<number> {
    const row = await db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .where('created_at', '>=', new Date(Date.now() - HOUR_MS).toISOString())
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Stores a new code and sends it through the SMS gateway; ResendTooEarly within the phone's
   * cooldown, 429 rate_limited past the phone's hourly limit or the address's for numbers
   * abroad, 503 code_not_sent (and the code void) when the gateway fails.
   * `address`: the client's, as the trusted edge reports it.
   * `deviceToken`: the browser's device cookie; a browser known to the phone has an hourly
   * limit of its own, so codes others asked for do not keep its owner waiting.
   */
  async issue(
    phone: string,
    sessionId: string,
    purpose: 'login' | 'confirm',
    locale: Locale,
    address: string,
    deviceToken?: string,
  ): Promise<string> {
    const limited = !this.ctx.options.disableRateLimit;
    const device = limited ? await this.devices.knownAs(phone, deviceToken) : undefined;
    const tooMany = () =>
      new HttpError('rate_limited', 'Too many codes for this phone, try again later');
    // Sends these limits counted, given back if the code is not sent after all.
    const counted: (() => Promise<void>)[] = [];
    if (device) {
      const sending = await beginLimitedAttempt(this.ctx.db, [
        {
          key: `phone-codes-device:${device}`,
          limit: { max: PHONE_CODES_PER_HOUR, windowMs: HOUR_MS },
        },
      ]);
      if (!sending.allowed) throw tooMany();
      counted.push(sending.forgive);
    }
    if (limited && !RUSSIAN_MOBILE.test(phone)) {
      // Counted before the code is sent, so simultaneous requests cannot all slip under it.
      const sending = await beginLimitedAttempt(this.ctx.db, [
        {
          key: `codes-abroad:${addressBucket(address)}`,
          limit: { max: ABROAD_CODES_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
        },
      ]);
      if (!sending.allowed) {
        await Promise.all(counted.map((giveBack) => giveBack()));
        throw new HttpError('rate_limited', 'Too many codes from this address, try again later');
      }
      counted.push(sending.forgive);
    }
    const code = randomDigits(4);
    const now = Date.now();
    const id = await this.ctx.db
      .transaction()
      .execute(async (trx) => {
        // One send at a time per phone: this row is written first, so on PostgreSQL a send for
        // the phone at the same moment waits here, then finds this one's code. The cooldown and
        // the hourly count were read before a code was stored, and eight requests at once sent
        // up to seven codes (race probe, stop 52). SQLite has one writer at a time.
        await countHit(trx, `code-send:${phone}`, HOUR_MS);
        const wait = await this.cooldown(phone, trx);
        if (wait > 0) throw new ResendTooEarly(wait);
        if (!device && limited && (await this.sentLastHour(phone, trx)) >= PHONE_CODES_PER_HOUR)
          throw tooMany();
        const stored = await trx
          .insertInto('sms_codes')
          .values({
            phone,
            session_id: sessionId,
            purpose,
            code,
            attempts: 0,
            used: 0,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + CODE_TTL_MS).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return stored.id;
      })
      .catch(async (error: unknown) => {
        await Promise.all(counted.map((giveBack) => giveBack()));
        throw error;
      });
    try {
      await this.ctx.sms.send({ to: phone, code, text: smsText(code, locale) });
    } catch (error) {
      // A code nobody received must not be checkable; the cooldown still counts it. Why the
      // gateway failed is for the operator's log, not for the visitor.
      await this.ctx.db.updateTable('sms_codes').set({ used: 1 }).where('id', '=', id).execute();
      console.error(`[shop-api] SMS gateway ${this.ctx.sms.label} failed: ${String(error)}`);
      throw new HttpError('code_not_sent', undefined, undefined, 503);
    }
    return code;
  }

  /**
   * Checks the last code sent to the phone at this session's request. A code sent to another
   * session is not this one's to guess: another visitor could otherwise spend the tries of the
   * code its owner is typing, and lock them out of each new one (attack pass). `deviceToken`:
   * the browser's device cookie; a browser known to the phone counts its wrong codes apart.
   * `address`: the client's, as the trusted edge reports it; an unknown browser's wrong codes
   * count against it as well (ADDRESS_WRONG_CODES), unless rate limits are off (benchmarks).
   */
  async check(
    phone: string,
    purpose: 'login' | 'confirm',
    code: string,
    sessionId: string,
    deviceToken?: string,
    address?: string,
  ): Promise<CodeCheck> {
    const row = await this.ctx.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('session_id', '=', sessionId)
      .where('used', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return 'code_not_sent';
    if (Date.parse(row.expires_at) < Date.now()) return 'code_expired';
    if (row.attempts >= MAX_ATTEMPTS) return 'code_attempts_exceeded';
    const device = await this.devices.knownAs(phone, deviceToken);
    const phoneKey = device ? `phone-code-device:${device}` : `phone-code:${phone}`;
    const addressKey =
      !device && address !== undefined && !this.ctx.options.disableRateLimit
        ? `code-wrong-address:${addressBucket(address)}`
        : undefined;
    // Counted before the code is compared, so simultaneous checks cannot all slip under it.
    const attempt = await beginLimitedAttempt(this.ctx.db, [
      { key: phoneKey, limit: PHONE_WRONG_CODES },
      ...(addressKey ? [{ key: addressKey, limit: ADDRESS_WRONG_CODES }] : []),
    ]);
    if (!attempt.allowed)
      return attempt.usedUp.includes(phoneKey) ? 'phone_codes_locked' : 'address_codes_locked';
    // One of the code's own tries is taken before it is compared: simultaneous checks read the
    // same count above, and on PostgreSQL ten of them were all compared (race probe, stop 52).
    const tried = await this.ctx.db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('used', '=', 0)
      .where('attempts', '<', MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    if (!tried) {
      // Nothing was compared: the phone's and the address's tries are not spent either.
      await attempt.forgive();
      return 'code_attempts_exceeded';
    }
    if (row.code !== code)
      return tried.attempts >= MAX_ATTEMPTS ? 'code_attempts_exceeded' : 'code_invalid';
    await attempt.forgive();
    // Once: of simultaneous right answers, one logs in.
    const used = await this.ctx.db
      .updateTable('sms_codes')
      .set({ used: 1 })
      .where('id', '=', row.id)
      .where('used', '=', 0)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) > 0 ? 'ok' : 'code_not_sent';
  }

  /**
   * issue() for the browser that sends the request (its locale, address and device cookie),
   * unless the phone's cooldown runs: the seconds left then, 0 once the code is sent. The
   * cooldown is read first, and again where the code is stored, in case a request at the same
   * moment sent one.
   */
  async issueFromBrowser(
    request: FastifyRequest,
    phone: string,
    sessionId: string,
    purpose: 'login' | 'confirm',
  ): Promise<number> {
    const wait = await this.cooldown(phone);
    if (wait > 0) return wait;
    try {
      await this.issue(
        phone,
        sessionId,
        purpose,
        request.shop.locale,
        request.ip,
        deviceTokenOf(request),
      );
      return 0;
    } catch (error) {
      if (error instanceof ResendTooEarly) return error.waitSeconds;
      throw error;
    }
  }

  /**
   * check() for the browser that sends the request, as both code routes (login and the
   * checkout's confirmation) need it: its device cookie says whose wrong-code cap counts, and
   * a right code makes the browser known to the phone (a new token goes out with the reply).
   */
  async checkFromBrowser(
    request: FastifyRequest,
    reply: FastifyReply,
    phone: string,
    purpose: 'login' | 'confirm',
    code: string,
    sessionId: string,
  ): Promise<CodeCheck> {
    const check = await this.check(
      phone,
      purpose,
      code,
      sessionId,
      deviceTokenOf(request),
      request.ip,
    );
    if (check === 'ok') await this.devices.remember(request, reply, phone);
    return check;
  }

  async lastCode(phone: string): Promise<{ code: string; created_at: string } | undefined> {
    return this.ctx.db
      .selectFrom('sms_codes')
      .select(['code', 'created_at'])
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async createCaptcha(sessionId: string): Promise<{ token: string; answer: string }> {
    const token = randomToken(16);
    // Drawn apart from the token: the token travels to the client, the answer never does.
    const answer = randomCaptchaAnswer();
    await this.ctx.db
      .insertInto('captchas')
      .values({ token, session_id: sessionId, answer, solved: 0, created_at: nowIso() })
      .execute();
    return { token, answer };
  }

  captchaAnswer(token: string): Promise<{ answer: string } | undefined> {
    return this.ctx.db
      .selectFrom('captchas')
      .select('answer')
      .where('token', '=', token)
      .executeTakeFirst();
  }

  /**
   * True when the answer matches (case-insensitive). One answer per captcha, from the session
   * it was shown to: another session's solved captcha is no pass (attack pass), and of
   * simultaneous answers only one is compared.
   */
  async solveCaptcha(token: string, answer: string, sessionId: string): Promise<boolean> {
    const row = await this.ctx.db
      .selectFrom('captchas')
      .select('answer')
      .where('token', '=', token)
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return false;
    const marked = await this.ctx.db
      .updateTable('captchas')
      .set({ solved: 1 })
      .where('token', '=', token)
      .where('solved', '=', 0)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return false;
    return row.answer.toUpperCase() === answer.trim().toUpperCase();
  }
}
