/** Limits of auth, phone confirmation and registration (their route schemas: @shop/types/schemas). */

/** Auth and phone calls per client address (the address the trusted edge reports). */
export const AUTH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Codes sent to one phone number per hour, whatever the session or address. */
export const PHONE_CODES_PER_HOUR = 10;
/**
 * Codes one client address may have sent per hour to numbers other than Russian mobiles
 * (+79…). Each code to a new number costs the shop an SMS, and some numbers abroad pay whoever
 * runs them per message received ("SMS pumping", attack pass): without this, one address could
 * send about 3,600 an hour, a new number in a new session each time. A shopper abroad needs
 * one or two. Russian mobiles (+79 and nine digits), most of the shop's customers, keep only
 * the per-phone limits.
 */
export const ABROAD_CODES_PER_ADDRESS_PER_HOUR = 5;
/** Code checks (right or wrong) one session may make per window. */
export const SESSION_CODE_ATTEMPTS = 10;
export const SESSION_CODE_WINDOW = '15 minutes';
/** The routes that check a code, limited per session (see plugins/rate-limits.ts). */
export const CODE_CHECK_ROUTES: readonly string[] = ['/auth/authenticate', '/phone/confirm'];
