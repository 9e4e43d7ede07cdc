import { checkPassword } from './check-password';

describe('checkPassword (docs/product/05-validation.md#password: at least 6 characters)', () => {
  it.each([
    ['secret', null],
    ['secret-longer', null],
    ['пароль', null],
    ['      ', null],
    ['😀😀😀😀😀😀', null],
    ['12345', 'error.password.tooShort'],
    ['a', 'error.password.tooShort'],
    ['😀😀😀', 'error.password.tooShort'],
    ['', 'error.field.empty'],
  ])('%j -> %s', (value, expected) => {
    expect(checkPassword(value)).toBe(expected);
  });
});
