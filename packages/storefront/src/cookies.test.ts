import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it("finds a cookie's raw value by its whole name, the first of that name", () => {
    const header = 'xshop_sid=spoof; shop_sid=abc=def; shop_sid=second';
    expect(cookieValue(header, 'shop_sid')).toBe('abc=def');
    expect(cookieValue(' shop_sid=', 'shop_sid')).toBe('');
  });

  it('is undefined without that cookie or without a header', () => {
    expect(cookieValue('xshop_sid=1; shop_sidx=2', 'shop_sid')).toBeUndefined();
    expect(cookieValue(undefined, 'shop_sid')).toBeUndefined();
  });
});
