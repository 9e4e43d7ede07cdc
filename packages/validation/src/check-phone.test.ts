import { checkPhone } from './check-phone';

describe("checkPhone (docs/product/05-validation.md#phone: digits, plus, parentheses, spaces, dashes; '+' and '+7' are empty)", () => {
  it.each([
    ['+7 (999) 123-45-67', null],
    ['+79991234567', null],
    ['89991234567', null],
    ['+971 50 123 4567', null],
    ['(999) 123-45-67', null],
    ['7', null],
    ['+7 9', null],
    ['+', 'error.phone.empty'],
    ['+7', 'error.phone.empty'],
    [' +7 ', 'error.phone.empty'],
    ['+7 (', 'error.phone.empty'],
    ['+7 (___) ___-__-__', 'error.phone.invalid'],
    ['', 'error.phone.empty'],
    ['   ', 'error.phone.empty'],
    ['+7 999 123 45 67 ext', 'error.phone.invalid'],
    ['+7.999.123.45.67', 'error.phone.invalid'],
    ['+7/999', 'error.phone.invalid'],
    ['phone', 'error.phone.invalid'],
    ['++', 'error.phone.invalid'],
    ['+()', 'error.phone.empty'],
    ['+-+', 'error.phone.invalid'],
  ])('%j -> %s', (value, expected) => {
    expect(checkPhone(value)).toBe(expected);
  });
});
