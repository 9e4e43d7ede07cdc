import { checkEmail } from './check-email';

describe('checkEmail (docs/product/05-validation.md#email: an email with a TLD of 2+ letters)', () => {
  it.each([
    ['user@example.com', null],
    ['USER@EXAMPLE.RU', null],
    ['first.last+tag@mail.example.co', null],
    ['a_b-c@sub-domain.example.info', null],
    ['  user@example.com  ', null],
    ['user@xn--80ak6aa92e.com', null],
    ['user@example.c', 'error.email.invalid'],
    ['user@example.c0m', 'error.email.invalid'],
    ['user@example.123', 'error.email.invalid'],
    ['user@example', 'error.email.invalid'],
    ['user@@example.com', 'error.email.invalid'],
    ['userexample.com', 'error.email.invalid'],
    ['user@.example.com', 'error.email.invalid'],
    ['user@-example.com', 'error.email.invalid'],
    ['user@example-.com', 'error.email.invalid'],
    ['.user@example.com', 'error.email.invalid'],
    ['us..er@example.com', 'error.email.invalid'],
    ['us er@example.com', 'error.email.invalid'],
    ['пользователь@пример.рф', 'error.email.invalid'],
    ['@example.com', 'error.email.invalid'],
    ['', 'error.email.empty'],
    ['   ', 'error.email.empty'],
  ])('%j -> %s', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });
});
