/**
 * Every error code the API answers with, in one place. Transport and schema
 * failures answer `{ error: { code, message, fieldErrors? } }` with a 4xx status.
 */
import type { ApiErrorBody, ApiErrorCode } from '@shop/types';

export const ERROR_STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  csrf_invalid: 403,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  captcha_required: 400,
  captcha_invalid: 400,
  code_invalid: 400,
  code_expired: 400,
  code_attempts_exceeded: 429,
  code_resend_too_early: 429,
  code_not_sent: 400,
  phone_invalid: 400,
  auth_code_invalid: 400,
  auth_code_attempts_exceeded: 429,
  already_activated: 409,
  internal_error: 500,
  network_error: 503,
};

/** Default messages (en); the UI shows its own catalogued texts by code. */
export const ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  bad_request: 'Bad request',
  validation_failed: 'The request is invalid',
  invalid_json: 'The body is not valid JSON',
  payload_too_large: 'The body is too large',
  unsupported_media_type: 'Unsupported content type',
  csrf_invalid: 'Missing or invalid CSRF token',
  unauthorized: 'Authentication required',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  rate_limited: 'Too many requests',
  captcha_required: 'Captcha required',
  captcha_invalid: 'Wrong captcha',
  code_invalid: 'Wrong confirmation code',
  code_expired: 'The confirmation code has expired',
  code_attempts_exceeded: 'Too many attempts, request a new code',
  code_resend_too_early: 'A new code can be requested later',
  code_not_sent: 'The code was not sent',
  phone_invalid: 'Wrong phone number',
  auth_code_invalid: 'Invalid activation code',
  auth_code_attempts_exceeded: 'Too many wrong code attempts, try again later',
  already_activated: 'Already activated',
  internal_error: 'Internal error',
  network_error: 'Network error',
};

/** Business error codes carried in 200 answers (`code` field) of cart and order calls. */
export const BUSINESS_CODES = {
  promoNotFound: 'promocode_not_found',
  promoExpired: 'promocode_expired',
  promoAlreadyApplied: 'promocode_already_applied',
  promoNotApplied: 'promocode_not_applied',
  certificateNotFound: 'certificate_not_found',
  certificateAlreadyApplied: 'certificate_already_applied',
  certificateAttemptsExceeded: 'certificate_attempts_exceeded',
  outOfStock: 'out_of_stock',
  notBuyable: 'not_buyable',
  quantityLimit: 'quantity_limit',
  lineNotFound: 'line_not_found',
  depositAmountRange: 'certificate_amount_range',
  depositIndex: 'deposit_index_out_of_range',
  cartEmpty: 'cart_empty',
  cartChanged: 'cart_changed',
  orderValidation: 'validation_failed',
  phoneNotConfirmed: 'phone_not_confirmed',
  deliveryMethodUnavailable: 'delivery_method_unavailable',
  paymentMethodUnavailable: 'payment_method_unavailable',
} as const;

export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | string;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    code: ApiErrorCode,
    message?: string,
    fieldErrors?: Record<string, string[]>,
    status?: number,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.status = status ?? ERROR_STATUS[code];
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

export function errorBody(
  code: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ApiErrorBody {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
}

export const notFound = (what = 'Not found'): HttpError => new HttpError('not_found', what);
