import { isBlank } from './is-blank';

describe('isBlank', () => {
  it.each([
    ['', true],
    ['  \t\n', true],
    [null, true],
    [undefined, true],
    [' a ', false],
  ])('%j -> %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
