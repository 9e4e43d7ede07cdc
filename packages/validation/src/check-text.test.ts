import { checkText, type TextRules } from './check-text';

describe('checkText (docs/product/05-validation.md#generic-checks: required, min and max length, pattern)', () => {
  it.each<[string, TextRules | undefined, string | null]>([
    ['', undefined, null],
    ['anything', undefined, null],
    ['', { required: true }, 'error.field.empty'],
    ['   ', { required: true }, 'error.field.empty'],
    ['', { required: true, emptyMessage: 'error.city.empty' }, 'error.city.empty'],
    ['', { required: false, minLength: 3 }, null],
    ['ab', { minLength: 3 }, 'error.field.tooShort'],
    [' ab ', { minLength: 3 }, 'error.field.tooShort'],
    ['abc', { minLength: 3 }, null],
    ['абв', { minLength: 3, maxLength: 3 }, null],
    ['😀😀😀', { maxLength: 3 }, null],
    ['abcd', { maxLength: 3 }, 'error.field.tooLong'],
    ['abc', { minLength: 3, maxLength: 3 }, null],
    ['12a', { pattern: /^\d+$/ }, 'error.field.invalid'],
    ['123', { pattern: /^\d+$/ }, null],
    ['12a', { pattern: /^\d+$/, invalidMessage: 'error.house.empty' }, 'error.house.empty'],
    ['ab', { required: true, minLength: 3, pattern: /^\d+$/ }, 'error.field.tooShort'],
    ['abcd', { maxLength: 3, pattern: /^\d+$/ }, 'error.field.tooLong'],
  ])('%j with %j -> %s', (value, rules, expected) => {
    expect(checkText(value, rules)).toBe(expected);
  });

  it('gives the same answer on every call with a global pattern', () => {
    const rules = { pattern: /\d/g };
    expect([checkText('1', rules), checkText('1', rules), checkText('1', rules)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
