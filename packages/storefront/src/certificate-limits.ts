/** Gift certificate amount bounds, inclusive (spec §5, §9). */
export const CERTIFICATE_AMOUNT_MIN = 1000;
export const CERTIFICATE_AMOUNT_MAX = 200_000;

/** Payment method preselected for a deposit order: online card or fast payment (spec §9). */
export const DEFAULT_DEPOSIT_PAYMENT_METHOD_ID = 13;
