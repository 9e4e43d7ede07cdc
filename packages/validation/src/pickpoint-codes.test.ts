import {
  isBelarusPickpointCode,
  isKazakhstanPickpointCode,
  PICKPOINT_CODE_PATTERNS,
  pickpointCountry,
  type PickpointCountry,
} from './pickpoint-codes';

describe('Belarus and Kazakhstan pickpoint codes (docs/product/05-validation.md#delivery-areas-and-pickpoint-codes)', () => {
  it.each<[string, PickpointCountry | null]>([
    ['BY123', 'BY'],
    ['by-4567', 'BY'],
    [' BY 12 ', 'BY'],
    ['KZ987', 'KZ'],
    ['kz-1', 'KZ'],
    ['KZ 5001', 'KZ'],
    ['BY', null],
    ['BYX12', null],
    ['RU123', null],
    ['7701-123', null],
    ['123', null],
    ['', null],
  ])('%j -> %s', (code, country) => {
    expect(pickpointCountry(code)).toBe(country);
    expect(isBelarusPickpointCode(code)).toBe(country === 'BY');
    expect(isKazakhstanPickpointCode(code)).toBe(country === 'KZ');
  });
});

it('has one pattern per country', () => {
  expect(Object.keys(PICKPOINT_CODE_PATTERNS).sort()).toEqual(['BY', 'KZ']);
});
