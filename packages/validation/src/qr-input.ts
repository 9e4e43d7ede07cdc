import { utf8Length } from './utf8-length';

/** Developer-facing codes of a rejected QR generator input (docs/product/05-validation.md#qr-codes-and-click-id-keys). */
export type QrInputError = 'QR_VERSION_OUT_OF_RANGE' | 'QR_DATA_TOO_LONG';

/** Versions 1–40; 0 lets the generator pick the smallest that fits. */
export const QR_MAX_VERSION = 40;

// Byte-mode capacity at error-correction level L for versions 1–40 (ISO/IEC 18004, table 7).
const BYTE_CAPACITY_L = [
  17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858,
  929, 1003, 1091, 1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431,
  2563, 2699, 2809, 2953,
] as const;

/** The most bytes a QR code of `version` holds (0: the largest version's capacity). */
export function qrCapacity(version: number): number {
  return BYTE_CAPACITY_L[(version === 0 ? QR_MAX_VERSION : version) - 1];
}

/** Rejects a version outside 0–40 and data longer than the version holds. */
export function checkQrInput(version: number, data: string): QrInputError | null {
  if (!Number.isInteger(version) || version < 0 || version > QR_MAX_VERSION) {
    return 'QR_VERSION_OUT_OF_RANGE';
  }
  return utf8Length(data) > qrCapacity(version) ? 'QR_DATA_TOO_LONG' : null;
}
