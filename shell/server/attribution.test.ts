/**
 * @jest-environment node
 */
import {
  ATTRIBUTION_COOKIE,
  DEFAULT_CLICK_ID_KEYS,
  attributionCookie,
  attributionFor,
  defineClickIdKeys,
} from './attribution';

const of = (query: string) => attributionFor(new URLSearchParams(query));

describe('attribution rules (docs/product/04-states.md#attribution-cookie)', () => {
  it.each([
    ['utm_source=gdeslon&utm_medium=cpa&utm_campaign=x', 'gdeslon'],
    ['utm_source=GdeSlon', 'gdeslon'],
    ['_gs_ref=abc123&_gs_cttl=30', 'gdeslon'],
    ['utm_source=google&utm_medium=cpc', 'paid'],
    ['utm_source=yandex&utm_medium=CPM', 'paid'],
    ['utm_source=vk&utm_medium=paid_social', 'paid'],
    ['gclid=EAIaIQ', 'paid'],
    ['yclid=123456', 'paid'],
    ['utm_source=newsletter&utm_medium=email', 'other'],
    ['utm_campaign=winter', 'other'],
    ['utm_source=partner&utm_medium=cpa', 'paid'],
    ['utm_source=gdeslon&gclid=1', 'gdeslon'],
  ])('%s → %s', (query, expected) => {
    expect(of(query)).toBe(expected);
  });

  it.each([
    [''],
    ['page=2&sort=price'],
    ['utm_source=&utm_medium='],
    ['fbclid=abc'],
    ['constructor=1&__proto__=2&toString=3'],
  ])('leaves the attribution alone for %j (no marketing parameter)', (query) => {
    expect(of(query)).toBeNull();
  });

  it('takes the first value of a repeated parameter', () => {
    expect(of('utm_medium=cpc&utm_medium=email')).toBe('paid');
  });

  it('reads a configured click-id table', () => {
    const keys = defineClickIdKeys({ ' AdmitadUID ': 'paid' });
    expect(attributionFor(new URLSearchParams('admitaduid=9'), keys)).toBe('paid');
    expect(attributionFor(new URLSearchParams('gclid=9'), keys)).toBeNull();
  });
});

describe('click-id keys (docs/product/05-validation.md#qr-codes-and-click-id-keys)', () => {
  it('accepts the default table', () => {
    expect(defineClickIdKeys(DEFAULT_CLICK_ID_KEYS)).toEqual(DEFAULT_CLICK_ID_KEYS);
  });

  it.each([['utm_source'], ['UTM_Medium'], ['gdeslon'], ['paid'], ['other'], ['  ']])(
    'rejects the key %j that clashes with a reserved attribution key',
    (key) => {
      expect(() => defineClickIdKeys({ gclid: 'paid', [key]: 'paid' })).toThrow(
        /clash with reserved attribution keys/,
      );
    },
  );
});

describe('attribution cookie', () => {
  it('lives 30 days (2 592 000 s) on the whole site', () => {
    expect(attributionCookie('paid', false)).toBe(
      `${ATTRIBUTION_COOKIE}=paid; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
  });

  it('is Secure over HTTPS', () => {
    expect(attributionCookie('other', true)).toMatch(/; Secure$/);
  });
});
