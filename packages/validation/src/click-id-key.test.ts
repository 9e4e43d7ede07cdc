import { isClickIdKeyAllowed, RESERVED_ATTRIBUTION_KEYS } from './click-id-key';

describe('isClickIdKeyAllowed (docs/product/05-validation.md#qr-codes-and-click-id-keys: no clash with reserved attribution keys)', () => {
  it.each([
    ['gclid', true],
    ['yclid', true],
    ['gsaid', true],
    ['utm_source', false],
    ['UTM_Medium', false],
    [' utm_campaign ', false],
    ['utm_content', false],
    ['utm_term', false],
    ['gdeslon', false],
    ['paid', false],
    ['other', false],
    ['', false],
    ['  ', false],
  ])('%j -> %s', (key, expected) => {
    expect(isClickIdKeyAllowed(key)).toBe(expected);
  });
});

it('reserves the UTM keys and the attribution cookie values', () => {
  expect(RESERVED_ATTRIBUTION_KEYS).toEqual([
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
    'gdeslon',
    'paid',
    'other',
  ]);
});
