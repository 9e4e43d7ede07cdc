/** Length of the phone confirmation code (spec §5, §9). */
export const AUTH_CODE_LENGTH = 4;

/** Minimum password length (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;
