/** Gift certificate amount bounds, inclusive (docs/product/05-validation.md#certificate-amount, docs/product/09-constants.md#money-and-amounts). */
export const CERTIFICATE_AMOUNT_MIN = 1000;
export const CERTIFICATE_AMOUNT_MAX = 200_000;

/** Payment method preselected for a deposit order: online card or fast payment (docs/product/09-constants.md#money-and-amounts). */
export const DEFAULT_DEPOSIT_PAYMENT_METHOD_ID = 13;
