import { create } from 'qrcode';

/** QR versions a generator may be asked for (docs/product/05-validation.md#qr-codes-and-click-id-keys): 0 lets the data choose, 1–40 fix it. */
export const QR_VERSION_MIN = 0;
export const QR_VERSION_MAX = 40;

/** The dark and light modules of a QR code, row by row. */
export interface QrMatrix {
  size: number;
  isDark(row: number, column: number): boolean;
}

export class QrError extends Error {
  constructor(readonly reason: 'version' | 'too-long') {
    super(reason === 'version' ? 'QR version outside 0 to 40' : 'QR data too long');
    this.name = 'QrError';
  }
}

/**
 * The QR code of `data` (docs/product/05-validation.md#qr-codes-and-click-id-keys: a version outside 0 to 40 and data that is too long are
 * refused). Error correction M: a printed certificate survives a crease.
 */
export function qrMatrix(data: string, version = 0): QrMatrix {
  if (!Number.isInteger(version) || version < QR_VERSION_MIN || version > QR_VERSION_MAX)
    throw new QrError('version');
  try {
    const { modules } = create(data, {
      errorCorrectionLevel: 'M',
      ...(version > 0 ? { version } : {}),
    });
    return {
      size: modules.size,
      isDark: (row, column) => Boolean(modules.get(row, column)),
    };
  } catch (error) {
    // qrcode says so in words only: the data does not fit the (chosen or largest) version.
    throw Object.assign(new QrError('too-long'), { cause: error });
  }
}
