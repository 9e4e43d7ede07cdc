import { checkQrInput, QR_MAX_VERSION, qrCapacity } from './qr-input';
import { utf8Length } from './utf8-length';

describe('checkQrInput (docs/product/05-validation.md#qr-codes-and-click-id-keys: version 0–40, data not too long)', () => {
  it.each([
    [0, 'https://shop.example/get-certificate/abc', null],
    [1, 'a'.repeat(17), null],
    [1, 'a'.repeat(18), 'QR_DATA_TOO_LONG'],
    [1, 'ж'.repeat(9), 'QR_DATA_TOO_LONG'],
    [1, 'ж'.repeat(8), null],
    [10, 'a'.repeat(271), null],
    [40, 'a'.repeat(2953), null],
    [40, 'a'.repeat(2954), 'QR_DATA_TOO_LONG'],
    [0, 'a'.repeat(2953), null],
    [0, 'a'.repeat(2954), 'QR_DATA_TOO_LONG'],
    [QR_MAX_VERSION, 'a', null],
    [-1, 'a', 'QR_VERSION_OUT_OF_RANGE'],
    [41, 'a', 'QR_VERSION_OUT_OF_RANGE'],
    [2.5, 'a', 'QR_VERSION_OUT_OF_RANGE'],
    [Number.NaN, 'a', 'QR_VERSION_OUT_OF_RANGE'],
  ])('version %d with %d chars -> %s', (version, data, expected) => {
    expect(checkQrInput(version, data)).toBe(expected);
  });

  it.each([
    [0, 2953],
    [1, 17],
    [2, 32],
    [20, 858],
    [40, 2953],
  ])('version %d holds %d bytes', (version, bytes) => {
    expect(qrCapacity(version)).toBe(bytes);
  });
});

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['ж', 2],
    ['€', 3],
    ['😀', 4],
    ['\ud800', 3],
  ])('%j is %d bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });
});
