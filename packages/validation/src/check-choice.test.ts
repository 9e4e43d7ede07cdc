import { checkCheckbox } from './check-checkbox';
import { checkRadio } from './check-radio';

describe('checkCheckbox (docs/product/05-validation.md#generic-checks: must be checked)', () => {
  it.each([
    [true, undefined, null],
    [false, undefined, 'error.checkbox.required'],
    [false, 'error.agreement.required', 'error.agreement.required'],
    [true, 'error.agreement.required', null],
  ] as const)('%s with %s -> %s', (checked, message, expected) => {
    expect(checkCheckbox(checked, message)).toBe(expected);
  });
});

describe('checkRadio (docs/product/05-validation.md#generic-checks: must have a selection)', () => {
  it.each([
    ['courier', undefined, null],
    [0, undefined, null],
    [2, undefined, null],
    ['', undefined, 'error.radio.required'],
    [null, undefined, 'error.radio.required'],
    [undefined, undefined, 'error.radio.required'],
    [null, 'error.deliveryMethod.empty', 'error.deliveryMethod.empty'],
  ] as const)('%j with %s -> %s', (selected, message, expected) => {
    expect(checkRadio(selected, message)).toBe(expected);
  });
});
