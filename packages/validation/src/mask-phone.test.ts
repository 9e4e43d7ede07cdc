import { checkPhone } from './check-phone';
import { maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['+', '+'],
    ['+7', '+7'],
    ['9', '+9'],
    ['+79', '+7 (9'],
    ['7999', '+7 (999)'],
    ['89991234567', '+7 (999) 123-45-67'],
    ['+7 (999) 123-45-6789', '+7 (999) 123-45-67'],
    ['+79991', '+7 (999) 1'],
    ['+7999123', '+7 (999) 123'],
    ['+799912345', '+7 (999) 123-45'],
    ['+44 20 7946 0958', '+442079460958'],
    ['abc', '+'],
  ])('%s → %s', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it('keeps only what checkPhone allows', () => {
    for (const typed of ['8 (999) 123-45-67', '+1 555 0100', '+7abc999'])
      expect(checkPhone(maskPhone(typed))).toBeNull();
    expect(checkPhone(maskPhone('+7'))).toBe('error.phone.empty');
  });
});
