/**
 * The winter-sale popup shows once per visitor (docs/product/04-states.md#popups): when it shows, a cookie remembers
 * the moment for 14 days (docs/product/09-constants.md#cookies-and-timings: 1 209 600 s). The cookie holds the time it was shown, so the
 * rule does not rely on the browser alone dropping it on time (a clock moved back, a cookie
 * copied over): older than 14 days counts as never shown.
 */
import { WINTER_SALE_POPUP_COOKIE, WINTER_SALE_POPUP_COOKIE_MAX_AGE_S } from '@shop/storefront';

const MAX_AGE_MS = WINTER_SALE_POPUP_COOKIE_MAX_AGE_S * 1000;

/** The cookie's value in a `document.cookie` string, if any. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Is the popup due: never shown, or shown 14 days ago or more (or at an unreadable time)? */
export function isWinterSalePopupDue(cookies: string, now: number): boolean {
  const shownAt = Number(readCookie(cookies, WINTER_SALE_POPUP_COOKIE));
  if (!Number.isFinite(shownAt) || shownAt <= 0) return true;
  return now - shownAt >= MAX_AGE_MS || shownAt > now;
}

/** The Set-Cookie-style string that records "shown now" for 14 days on this site. */
export function winterSalePopupShownCookie(now: number, secure: boolean): string {
  return [
    `${WINTER_SALE_POPUP_COOKIE}=${now}`,
    `Max-Age=${WINTER_SALE_POPUP_COOKIE_MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
