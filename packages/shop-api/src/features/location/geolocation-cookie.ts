/**
 * The visitor's location lives in the geolocation cookie for a year (docs/product/04-states.md#country-change, docs/product/09-constants.md#cookies-and-timings), not in the
 * server session: it outlives a session and is not httpOnly, because the shell clears it when
 * a country change sends the visitor to the other storefront's domain.
 */
import { GEOLOCATION_COOKIE, GEOLOCATION_COOKIE_MAX_AGE_S } from '@shop/storefront';
import type { Location } from '@shop/types';
import { serializeCookie } from '../../lib/cookies';

const ISO = /^[A-Z]{2}$/;
const MAX_TEXT = 200;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT;

/** The cookie's location, or null when it is missing or anything in it is not a location. */
export function readGeolocation(value: string | undefined): Location | null {
  if (!value || value.length > 2000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const data = parsed as Record<string, unknown>;
  const distance = data.beltway_distance;
  const valid =
    typeof data.country_iso_code === 'string' &&
    ISO.test(data.country_iso_code) &&
    isText(data.city) &&
    isText(data.region) &&
    isText(data.country) &&
    typeof data.beltway_hit === 'boolean' &&
    (distance === null || (typeof distance === 'number' && distance >= 0));
  if (!valid) return null;
  return {
    city: data.city as string,
    region: data.region as string,
    country: data.country as string,
    country_iso_code: data.country_iso_code as string,
    beltway_hit: data.beltway_hit as boolean,
    beltway_distance: distance as number | null,
    default: data.default === true,
  };
}

/** Set-Cookie for the location: one year, whole site, Lax, Secure over HTTPS in production. */
export function geolocationSetCookie(location: Location, secure: boolean): string {
  return serializeCookie(GEOLOCATION_COOKIE, JSON.stringify(location), {
    path: '/',
    maxAge: GEOLOCATION_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure,
  });
}
