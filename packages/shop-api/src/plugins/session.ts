/**
 * Server-side sessions in an httpOnly SameSite=Lax cookie, the request's storefront
 * (X-Shop-Storefront header of the trusted edge, else the Host), CSRF checks for
 * state-changing calls and the 401 guard of profile calls.
 *
 * A session id and its CSRF token are replaced whenever the user behind the session changes
 * (login, registration, OAuth, logout), so an id planted or seen before never gains or keeps
 * a login. Sessions end after an idle time and an absolute lifetime (ServerOptions).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GEOLOCATION_COOKIE } from '@shop/storefront';
import {
  CURRENCY_HEADER,
  type CurrencyCode,
  type Locale,
  type Location,
  type Storefront,
} from '@shop/types';
import type { App, AppContext } from '../app-context';
import { nowIso } from '../db/database';
import type { SessionTable } from '../db/schema';
import { HttpError } from '../errors';
import { readGeolocation } from '../features/location/geolocation-cookie';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { SESSION_COOKIE } from '@shop/types';
import { randomToken, safeEqual } from '../lib/ids';
import type { TrustedPeer } from '../lib/trusted-proxies';
import {
  STOREFRONT_HEADER,
  currencyFor,
  currencyNamed,
  defaultCountry,
  resolveStorefront,
} from '../lib/storefront';

// The name is a contract with the edge, which serves the sessionless cart (ADR 43).
export { SESSION_COOKIE };
export const CSRF_HEADER = 'x-csrf-token';
/** Last activity is written at most this often (seconds), not on every request. */
const TOUCH_EVERY_S = 60;

export interface RequestShop {
  storefront: Storefront;
  locale: Locale;
  session: SessionTable | null;
  /** The visitor's chosen location (geolocation cookie), null until one is chosen. */
  location: Location | null;
  country: string;
  currency: CurrencyCode;
  /** A session begun or rotated by this request: its cookie and CSRF token go out with the reply. */
  issued: SessionTable | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    shop: RequestShop;
  }
  interface FastifyContextConfig {
    /** false for POST calls that only read (catalog/show…). Default: true for non-GET methods. */
    csrf?: boolean;
    /** true: answer 401 for anonymous sessions. */
    auth?: boolean;
  }
}

const secondsSince = (iso: string, now: number): number => (now - Date.parse(iso)) / 1000;

function isExpired(ctx: AppContext, session: SessionTable, now: number): boolean {
  const { sessionIdleSeconds, sessionAbsoluteSeconds } = ctx.options;
  return (
    secondsSince(session.updated_at, now) > sessionIdleSeconds ||
    secondsSince(session.created_at, now) > sessionAbsoluteSeconds
  );
}

async function loadSession(ctx: AppContext, sid: string): Promise<SessionTable | null> {
  const session = await ctx.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sid)
    .executeTakeFirst();
  if (!session) return null;
  const now = Date.now();
  if (isExpired(ctx, session, now)) {
    await ctx.db.deleteFrom('sessions').where('id', '=', sid).execute();
    return null;
  }
  // updated_at doubles as the last activity that the idle lifetime counts from.
  if (
    secondsSince(session.updated_at, now) >
    Math.min(TOUCH_EVERY_S, ctx.options.sessionIdleSeconds / 4)
  ) {
    session.updated_at = new Date(now).toISOString();
    await ctx.db
      .updateTable('sessions')
      .set({ updated_at: session.updated_at })
      .where('id', '=', sid)
      .execute();
  }
  return session;
}

/** Deletes ended sessions and their guest carts; returns how many sessions ended. */
export async function removeExpiredSessions(ctx: AppContext): Promise<number> {
  const now = Date.now();
  const idleSince = new Date(now - ctx.options.sessionIdleSeconds * 1000).toISOString();
  const startedBefore = new Date(now - ctx.options.sessionAbsoluteSeconds * 1000).toISOString();
  const ended = ctx.db
    .selectFrom('sessions')
    .select('id')
    .where((eb) => eb.or([eb('updated_at', '<', idleSince), eb('created_at', '<', startedBefore)]));
  const guestCarts = ctx.db.selectFrom('carts').select('id').where('session_id', 'in', ended);
  await ctx.db.deleteFrom('cart_items').where('cart_id', 'in', guestCarts).execute();
  await ctx.db.deleteFrom('carts').where('session_id', 'in', ended).execute();
  await ctx.db.deleteFrom('captchas').where('session_id', 'in', ended).execute();
  const result = await ctx.db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('updated_at', '<', idleSince), eb('created_at', '<', startedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function refreshShop(request: FastifyRequest): void {
  const { storefront, location } = request.shop;
  const country = location?.country_iso_code ?? defaultCountry(storefront);
  request.shop.country = country;
  request.shop.currency = currencyFor(storefront, country);
}

export function registerSessions(app: App, ctx: AppContext, fromEdge: TrustedPeer): void {
  // Set for every request in onRequest below; null only before that hook runs.
  app.decorateRequest('shop', null as unknown as RequestShop);

  app.addHook('onRequest', async (request) => {
    // Only the shell names the storefront, and a server render's currency (its calls carry no
    // cookie); request.host already ignores an untrusted peer's X-Forwarded-Host (trustProxy).
    const edge = fromEdge(request.socket.remoteAddress);
    const named = edge ? request.headers[STOREFRONT_HEADER] : undefined;
    const renderCurrency = edge ? currencyNamed(request.headers[CURRENCY_HEADER]) : null;
    const storefront = resolveStorefront(named, request.host);
    const cookies = parseCookies(request.headers.cookie);
    const sid = cookies[SESSION_COOKIE];
    const session = sid && sid.length < 100 ? await loadSession(ctx, sid) : null;
    const location = readGeolocation(cookies[GEOLOCATION_COOKIE]);
    const country = location?.country_iso_code ?? defaultCountry(storefront);
    request.shop = {
      storefront,
      locale: storefront,
      session,
      location,
      country,
      currency: renderCurrency ?? currencyFor(storefront, country),
      issued: null,
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // An answer may read the visitor's session: no shared cache (a CDN put before /api) is to
    // keep it for another visitor. A route whose answer may be kept says so itself (media).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    const issued = request.shop?.issued;
    if (issued) {
      reply.header(
        'set-cookie',
        serializeCookie(SESSION_COOKIE, issued.id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          maxAge: ctx.options.sessionAbsoluteSeconds,
          secure: ctx.options.production && request.protocol === 'https',
        }),
      );
      // @shop/api-client swaps its cached token for this one: no failed call after a login.
      reply.header(CSRF_HEADER, issued.csrf_token);
    }
    return payload;
  });

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const method = request.method;
    // An unknown route answers 404, not a CSRF failure.
    const needsCsrf =
      !request.is404 &&
      method !== 'GET' &&
      method !== 'HEAD' &&
      method !== 'OPTIONS' &&
      config.csrf !== false;
    if (needsCsrf) {
      const header = request.headers[CSRF_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      const expected = request.shop.session?.csrf_token;
      if (!token || !expected || !safeEqual(token, expected)) throw new HttpError('csrf_invalid');
    }
    if (config.auth && !request.shop.session?.user_id) throw new HttpError('unauthorized');
  });
}

/**
 * The session of the request, created when there is none (the onSend hook sets its cookie;
 * the reply parameter stays for the callers' sake).
 */
export async function ensureSession(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<SessionTable> {
  const existing = request.shop.session;
  if (existing) return existing;
  return issueSession(ctx, request, {
    user_id: null,
    country_iso: null,
    location: null,
    confirmed_phone: null,
  });
}

type SessionData = Omit<SessionTable, 'id' | 'csrf_token' | 'created_at' | 'updated_at'>;

/** A new session (fresh id and CSRF token) that this request's reply hands to the browser. */
async function issueSession(
  ctx: AppContext,
  request: FastifyRequest,
  data: SessionData,
): Promise<SessionTable> {
  const now = nowIso();
  const session: SessionTable = {
    id: randomToken(24),
    csrf_token: randomToken(24),
    ...data,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.insertInto('sessions').values(session).execute();
  request.shop.session = session;
  request.shop.issued = session;
  return session;
}

/**
 * Replaces the session with a new id and CSRF token carrying its data and the patch; the old
 * id ends at once. On login the guest's cart, orders and codes move along (the cart is merged
 * into the user's cart before this, see loginSession); on logout they stay behind.
 */
async function rotateSession(
  ctx: AppContext,
  request: FastifyRequest,
  old: SessionTable,
  patch: Partial<SessionData>,
): Promise<void> {
  const { id: oldId, csrf_token: _csrf, created_at: _created, updated_at: _updated, ...data } = old;
  const next = await issueSession(ctx, request, { ...data, ...patch });
  if (next.user_id !== null) {
    await ctx.db
      .updateTable('carts')
      .set({ session_id: next.id })
      .where('session_id', '=', oldId)
      .execute();
    await ctx.db
      .updateTable('orders')
      .set({ session_id: next.id })
      .where('session_id', '=', oldId)
      .execute();
    await ctx.db
      .updateTable('sms_codes')
      .set({ session_id: next.id })
      .where('session_id', '=', oldId)
      .execute();
  }
  await ctx.db.deleteFrom('sessions').where('id', '=', oldId).execute();
}

/** Changes the session's data; a change of its user (login, logout) rotates the session. */
export async function updateSession(
  ctx: AppContext,
  request: FastifyRequest,
  patch: Partial<Omit<SessionTable, 'id' | 'created_at'>>,
): Promise<void> {
  const session = request.shop.session;
  if (!session) return;
  if (patch.user_id !== undefined && patch.user_id !== session.user_id) {
    const { csrf_token: _csrf, updated_at: _updated, ...data } = patch;
    await rotateSession(ctx, request, session, data);
  } else {
    const values = { ...patch, updated_at: nowIso() };
    await ctx.db.updateTable('sessions').set(values).where('id', '=', session.id).execute();
    request.shop.session = { ...session, ...values };
  }
  refreshShop(request);
}

export function requireUserId(request: FastifyRequest): number {
  const id = request.shop.session?.user_id;
  if (!id) throw new HttpError('unauthorized');
  return id;
}
