import { isProduction } from './is-production';

// Module-scoped: these tests run without Node typings.
declare const process: { env: Record<string, string | undefined> };

describe('isProduction', () => {
  it.each([
    ['production', true],
    ['development', false],
    ['test', false],
    [undefined, false],
  ])('NODE_ENV=%s -> %s', (value, expected) => {
    jest.replaceProperty(process, 'env', { ...process.env, NODE_ENV: value });
    expect(isProduction()).toBe(expected);
  });

  it('is false where process.env cannot be read', () => {
    jest.replaceProperty(process, 'env', undefined as never);
    expect(isProduction()).toBe(false);
  });
});
