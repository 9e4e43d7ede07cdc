import { parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a Cookie header, decoding values and skipping broken parts', () => {
    expect(parseCookies('sid=abc%20d; theme="dark"; broken; =x; bad=%E0%A4%A')).toEqual({
      sid: 'abc d',
      theme: 'dark',
      bad: '%E0%A4%A',
    });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('keeps the first of a name sent twice: a cookie tossed in later does not replace it', () => {
    expect(parseCookies('shop_device=first; shop_sid=s; shop_device=second')).toEqual({
      shop_device: 'first',
      shop_sid: 's',
    });
  });

  it('serializes a session cookie with its attributes', () => {
    expect(
      serializeCookie('sid', 'a b', {
        path: '/',
        maxAge: 3600.7,
        httpOnly: true,
        sameSite: 'lax',
        secure: true,
      }),
    ).toBe('sid=a%20b; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure');
    expect(serializeCookie('x', '1')).toBe('x=1');
  });
});
