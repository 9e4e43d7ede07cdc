/**
 * Server-side sessions in an httpOnly SameSite=Lax cookie, the request's storefront
 * (X-Shop-Storefront header, else the Host), CSRF checks for state-changing calls
 * and the 401 guard of profile calls.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrencyCode, Locale, Storefront } from '@shop/types';
import type { App, AppContext } from '../app-context';
import { nowIso } from '../db/database';
import type { SessionTable } from '../db/schema';
import { HttpError } from '../errors';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { randomToken, safeEqual } from '../lib/ids';
import {
  STOREFRONT_HEADER,
  currencyFor,
  defaultCountry,
  resolveStorefront,
} from '../lib/storefront';

export const SESSION_COOKIE = 'shop_sid';
export const CSRF_HEADER = 'x-csrf-token';
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

export interface RequestShop {
  storefront: Storefront;
  locale: Locale;
  session: SessionTable | null;
  country: string;
  currency: CurrencyCode;
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

function hostOf(request: FastifyRequest): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
}

export function refreshShop(request: FastifyRequest): void {
  const { storefront, session } = request.shop;
  const country = session?.country_iso ?? defaultCountry(storefront);
  request.shop.country = country;
  request.shop.currency = currencyFor(storefront, country);
}

export function registerSessions(app: App, ctx: AppContext): void {
  // Set for every request in onRequest below; null only before that hook runs.
  app.decorateRequest('shop', null as unknown as RequestShop);

  app.addHook('onRequest', async (request) => {
    const storefront = resolveStorefront(request.headers[STOREFRONT_HEADER], hostOf(request));
    const sid = parseCookies(request.headers.cookie)[SESSION_COOKIE];
    let session: SessionTable | null = null;
    if (sid && sid.length < 100) {
      session =
        (await ctx.db
          .selectFrom('sessions')
          .selectAll()
          .where('id', '=', sid)
          .executeTakeFirst()) ?? null;
    }
    const country = session?.country_iso ?? defaultCountry(storefront);
    request.shop = {
      storefront,
      locale: storefront,
      session,
      country,
      currency: currencyFor(storefront, country),
    };
  });

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const method = request.method;
    const needsCsrf =
      method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && config.csrf !== false;
    if (needsCsrf) {
      const header = request.headers[CSRF_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      const expected = request.shop.session?.csrf_token;
      if (!token || !expected || !safeEqual(token, expected)) throw new HttpError('csrf_invalid');
    }
    if (config.auth && !request.shop.session?.user_id) throw new HttpError('unauthorized');
  });
}

/** The session of the request, created (with a cookie) when there is none. */
export async function ensureSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionTable> {
  const existing = request.shop.session;
  if (existing) return existing;
  const now = nowIso();
  const session: SessionTable = {
    id: randomToken(24),
    csrf_token: randomToken(24),
    user_id: null,
    country_iso: null,
    location: null,
    confirmed_phone: null,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.insertInto('sessions').values(session).execute();
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, session.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: SESSION_MAX_AGE,
      secure: ctx.options.production && request.protocol === 'https',
    }),
  );
  request.shop.session = session;
  return session;
}

export async function updateSession(
  ctx: AppContext,
  request: FastifyRequest,
  patch: Partial<Omit<SessionTable, 'id' | 'created_at'>>,
): Promise<void> {
  const session = request.shop.session;
  if (!session) return;
  const values = { ...patch, updated_at: nowIso() };
  await ctx.db.updateTable('sessions').set(values).where('id', '=', session.id).execute();
  request.shop.session = { ...session, ...values };
  refreshShop(request);
}

export function requireUserId(request: FastifyRequest): number {
  const id = request.shop.session?.user_id;
  if (!id) throw new HttpError('unauthorized');
  return id;
}
