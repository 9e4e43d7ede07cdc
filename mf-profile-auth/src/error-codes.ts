/** The profile and auth remote's error codes: code → meaning (a new code takes the next free number). */
import { defineErrorCodes } from '@shop/error-codes';

export const PROFILE_AUTH_ERRORS = defineErrorCodes(
  { source: 'profile-auth', prefixes: ['AUTH', 'PROFILE'] },
  {
    AUTH_REQUEST_FAILED: [
      'AUTH-001',
      'A login or registration call failed without a message for the visitor: a general text is shown.',
    ],
    CART_COUNT_UNAVAILABLE: [
      'AUTH-002',
      'The cart count after a login or logout could not be read: the header keeps the old one.',
    ],
    PROFILE_REQUEST_FAILED: ['PROFILE-001', "The profile's data could not be loaded."],
    REFUND_REQUEST_FAILED: [
      'PROFILE-002',
      'A refund request failed for another reason than its fields: the form says so.',
    ],
  },
);
