/** Length of the phone confirmation code (docs/product/05-validation.md#confirmation-code, docs/product/09-constants.md#auth-and-forms). */
export const AUTH_CODE_LENGTH = 4;

/** Minimum password length (docs/product/05-validation.md#password, docs/product/09-constants.md#auth-and-forms). */
export const PASSWORD_MIN_LENGTH = 6;
