/** The certificates remote's error codes: code → meaning (a new code takes the next free number). */
import { defineErrorCodes } from '@shop/error-codes';

export const CERT_ERRORS = defineErrorCodes(
  { source: 'certificates', prefixes: ['CERT'] },
  {
    DEPOSIT_ITEM_NOT_SAVED: [
      'CERT-001',
      'The deposit being bought could not be kept in storage: only the reload convenience is lost.',
    ],
    DEPOSIT_DESIGNS_UNAVAILABLE: ['CERT-002', 'The gift deposit designs could not be loaded.'],
    DEPOSIT_ORDER_FAILED: ['CERT-003', 'The gift deposit order could not be created.'],
    ADD_TO_CART_FAILED: ['CERT-004', 'The certificate could not be added to the cart.'],
    GIFT_DEPOSIT_CHECK_FAILED: [
      'CERT-005',
      "A gift deposit's number and code could not be checked (a server or network failure).",
    ],
    ADD_TO_PROFILE_FAILED: ['CERT-006', 'A gift deposit could not be added to the profile.'],
    CERTIFICATE_IMAGES_UNAVAILABLE: ['CERT-007', 'The certificate images could not be loaded.'],
    CERTIFICATE_PDF_FAILED: [
      'CERT-008',
      "A gift certificate's PDF could not be made (its font, the PDF or the QR code failed).",
    ],
  },
);
