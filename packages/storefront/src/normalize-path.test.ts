import { normalizePath, safeDecodeUri } from './normalize-path';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/press', '/press'],
    ['/press/', '/press'],
    ['/press///', '/press'],
    ['press', '/press'],
    ['/PRESS', '/press'],
    ['/Landings/Tablet-Subscription/', '/landings/tablet-subscription'],
    ['//landings//tablet-subscription', '/landings/tablet-subscription'],
    ['/%70ress', '/press'],
    ['/%50RESS', '/press'],
    ['/landings%2Ftablet-subscription', '/landings/tablet-subscription'],
    ['/press?x=1', '/press'],
    ['/press/#top', '/press'],
    ['/press/%3F', '/press/?'],
    ['/./press/.', '/press'],
    ['/about/../press', '/press'],
    ['/%2e%2e/press', '/press'],
    ['/../../press', '/press'],
    ['/%D0%BF%D1%80%D0%B5%D1%81%D1%81', '/пресс'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    ['/%', '/%'],
    ['/%zz', '/%zz'],
    ['/%70ress%E0', '/press%e0'],
    ['/%E0%70ress', '/%e0press'],
    ['/%252e', '/%2e'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('safeDecodeUri', () => {
  it.each([
    ['a%20b', 'a b'],
    ['%D0%B0', 'а'],
    ['%FF', '%FF'],
    ['%FF%41', '%FFA'],
    ['100%', '100%'],
    ['plain', 'plain'],
  ])('%j decodes to %j without throwing', (input, expected) => {
    expect(safeDecodeUri(input)).toBe(expected);
  });
});
