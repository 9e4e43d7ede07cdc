import jsQR from 'jsqr';
import { QrError, qrMatrix, type QrMatrix } from './certificate-qr';

/** Draws the matrix as pixels (4 per module, a quiet zone of 4) and reads it back with jsQR. */
function decodeQr(qr: QrMatrix): string | null {
  const scale = 4;
  const side = (qr.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const inside = row >= 0 && column >= 0 && row < qr.size && column < qr.size;
      if (inside && qr.isDark(row, column))
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return jsQR(pixels, side, side)?.data ?? null;
}

const failure = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe('certificate QR', () => {
  it('encodes the activation link so that a reader gets it back', () => {
    const link = 'https://shop.test.ru/get-certificate/GD-1002';
    expect(decodeQr(qrMatrix(link))).toBe(link);
    expect(decodeQr(qrMatrix(link, 10))).toBe(link);
    expect(qrMatrix(link, 10).size).toBe(57);
  });

  it.each([-1, 41, 2.5])(
    'refuses version %s (docs/product/05-validation.md#qr-codes-and-click-id-keys: 0 to 40)',
    (version) => {
      expect(failure(() => qrMatrix('x', version))).toEqual(new QrError('version'));
    },
  );

  it('refuses data too long for the chosen version or for any', () => {
    expect(failure(() => qrMatrix('x'.repeat(100), 1))).toMatchObject({ reason: 'too-long' });
    expect(failure(() => qrMatrix('x'.repeat(5000)))).toBeInstanceOf(QrError);
    expect(qrMatrix('x', 40).size).toBe(177);
    expect(qrMatrix('x', 0).size).toBe(21);
  });
});
