import { checkCertificateAmount } from './check-certificate-amount';

describe('checkCertificateAmount (docs/product/05-validation.md#certificate-amount: between 1000 and 200,000)', () => {
  it.each<[number | string | null | undefined, string | null]>([
    [1000, null],
    [200000, null],
    [12500, null],
    [1000.5, null],
    [999, 'error.certificate.amountRange'],
    [999.99, 'error.certificate.amountRange'],
    [200001, 'error.certificate.amountRange'],
    [0, 'error.certificate.amountRange'],
    [-5000, 'error.certificate.amountRange'],
    [Number.NaN, 'error.certificate.amountRange'],
    [Number.POSITIVE_INFINITY, 'error.certificate.amountRange'],
    ['1000', null],
    ['200000', null],
    ['200 000', null],
    ['12\u00a0500', null],
    ['1500,50', null],
    ['999', 'error.certificate.amountRange'],
    ['200001', 'error.certificate.amountRange'],
    ['1e3', 'error.certificate.amountRange'],
    ['0x3e8', 'error.certificate.amountRange'],
    ['abc', 'error.certificate.amountRange'],
    ['-1000', 'error.certificate.amountRange'],
    ['', 'error.certificate.denominationEmpty'],
    ['  ', 'error.certificate.denominationEmpty'],
    [null, 'error.certificate.denominationEmpty'],
    [undefined, 'error.certificate.denominationEmpty'],
  ])('%j -> %s', (value, expected) => {
    expect(checkCertificateAmount(value)).toBe(expected);
  });
});
