import { BIK_LENGTH, checkBik } from './check-bik';
import { CHECKING_ACCOUNT_LENGTH, checkCheckingAccount } from './check-checking-account';
import { checkConfirmationCode } from './check-confirmation-code';
import { checkInn, INN_LENGTH } from './check-inn';

const digits = (n: number): string => '1234567890'.repeat(3).slice(0, n);

// docs/product/05-validation.md#bank-details rows: confirmation code, bank INN, bank BIK, checking account.
describe.each([
  ['checkConfirmationCode', checkConfirmationCode, 4, 'error.code.wrong'],
  ['checkInn', checkInn, 10, 'error.bank.inn.invalid'],
  ['checkBik', checkBik, 9, 'error.bank.bik.invalid'],
  ['checkCheckingAccount', checkCheckingAccount, 20, 'error.bank.account.invalid'],
] as const)('%s: exactly %d digits', (_name, check, length, invalid) => {
  it.each([
    [digits(length), null],
    [` ${digits(length)} `, null],
    ['0'.repeat(length), null],
    [digits(length - 1), invalid],
    [digits(length + 1), invalid],
    [`${digits(length - 1)}a`, invalid],
    [`${digits(length - 1)} 1`, invalid],
    [`-${digits(length - 1)}`, invalid],
    ['٠'.repeat(length), invalid],
    ['', 'error.field.empty'],
    ['   ', 'error.field.empty'],
  ])('%j -> %s', (value, expected) => {
    expect(check(value)).toBe(expected);
  });
});

describe('the digit counts of docs/product/05-validation.md#bank-details', () => {
  it.each([
    ['INN', INN_LENGTH, 10],
    ['BIK', BIK_LENGTH, 9],
    ['checking account', CHECKING_ACCOUNT_LENGTH, 20],
  ])('%s has %d digits', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
