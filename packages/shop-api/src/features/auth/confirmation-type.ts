/**
 * How a login code reaches the phone. The first code goes by SMS; a repeated request within
 * the window rings the phone instead (flashcall): the last four digits of the calling number
 * are the code, so the shopper gets a second channel when the SMS did not arrive.
 */
import type { AuthIdentificationResponse } from '@shop/types';

export const FLASHCALL_WINDOW_MS = 10 * 60_000;

export type ConfirmationType = AuthIdentificationResponse['confirmationType'];

export function confirmationTypeFor(
  previousCodeAt: string | undefined,
  now = Date.now(),
): ConfirmationType {
  if (!previousCodeAt) return 'sms';
  return now - Date.parse(previousCodeAt) < FLASHCALL_WINDOW_MS ? 'flashcall' : 'sms';
}

/** The number that rings for a flashcall: a fixed prefix, then the code as its last four digits. */
export const flashcallNumber = (code: string): string =>
  `+7 (800) 555-${code.slice(0, 2)}-${code.slice(2)}`;
