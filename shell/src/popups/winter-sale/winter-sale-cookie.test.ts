import { WINTER_SALE_POPUP_COOKIE } from '@shop/storefront';
import { isWinterSalePopupDue, readCookie, winterSalePopupShownCookie } from './winter-sale-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 1, 12);

describe('winter-sale popup cookie (docs/product/04-states.md#popups, docs/product/09-constants.md#cookies-and-timings: once per visitor, 14 days)', () => {
  it('is due for a visitor who never saw it', () => {
    expect(isWinterSalePopupDue('', NOW)).toBe(true);
    expect(isWinterSalePopupDue('shop_geolocation=RU; other=1', NOW)).toBe(true);
  });

  it.each([
    ['just now', 0, false],
    ['a day ago', DAY_MS, false],
    ['a second short of 14 days ago', 14 * DAY_MS - 1000, false],
    ['exactly 14 days (1 209 600 s) ago', 1_209_600_000, true],
    ['a month ago', 30 * DAY_MS, true],
  ])('after being shown %s: due = %s', (_label, age, due) => {
    const cookies = `a=1; ${WINTER_SALE_POPUP_COOKIE}=${NOW - age}; b=2`;
    expect(isWinterSalePopupDue(cookies, NOW)).toBe(due);
  });

  it('counts an unreadable or future time as never shown', () => {
    expect(isWinterSalePopupDue(`${WINTER_SALE_POPUP_COOKIE}=yes`, NOW)).toBe(true);
    expect(isWinterSalePopupDue(`${WINTER_SALE_POPUP_COOKIE}=`, NOW)).toBe(true);
    expect(isWinterSalePopupDue(`${WINTER_SALE_POPUP_COOKIE}=${NOW + DAY_MS}`, NOW)).toBe(true);
  });

  it('writes the time shown for 1 209 600 s on the whole site, Secure on HTTPS', () => {
    expect(winterSalePopupShownCookie(NOW, false)).toBe(
      `${WINTER_SALE_POPUP_COOKIE}=${NOW}; Max-Age=1209600; Path=/; SameSite=Lax`,
    );
    expect(winterSalePopupShownCookie(NOW, true)).toMatch(/; Secure$/);
    const written = winterSalePopupShownCookie(NOW, false).split(';')[0]!;
    expect(isWinterSalePopupDue(written, NOW + DAY_MS)).toBe(false);
  });

  it('reads one cookie among many, decoding its value', () => {
    expect(readCookie('a=1; b=x%20y; c=3=4', 'b')).toBe('x y');
    expect(readCookie('a=1; c=3=4', 'c')).toBe('3=4');
    expect(readCookie('ab=1', 'a')).toBeUndefined();
  });
});
