import { cookieValue, GEOLOCATION_COOKIE } from './cookies';

const ISO = /^[A-Z]{2}$/;

/**
 * The country of the visitor's geolocation cookie (ADR 17), from a Cookie header or
 * `document.cookie`; null when there is none or it is not a location. The shell's server and
 * the browser read it alike, so a served page and its hydration price in the same currency.
 */
export function geolocationCountry(cookies: string | undefined): string | null {
  const raw = cookieValue(cookies, GEOLOCATION_COOKIE);
  if (!raw) return null;
  try {
    const location: unknown = JSON.parse(decodeURIComponent(raw));
    const country =
      typeof location === 'object' && location !== null
        ? (location as { country_iso_code?: unknown }).country_iso_code
        : undefined;
    return typeof country === 'string' && ISO.test(country) ? country : null;
  } catch {
    return null;
  }
}
