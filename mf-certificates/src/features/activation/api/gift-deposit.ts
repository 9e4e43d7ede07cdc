import { isApiError, storefrontApi } from '@shop/api-client';
import type { GiftDeposit } from '@shop/types';
import { logError } from '@shop/error-codes';
import { CERT_ERRORS } from '../../../error-codes';

/**
 * An answer for the page: the gift, or the server's first message (null: use the default;
 * `tooManyAttempts`: the default is the lock's text, not "invalid activation code").
 */
export type GiftOutcome =
  | { ok: true; gift: GiftDeposit }
  | { ok: false; message: string | null; tooManyAttempts?: boolean };

/** 429: wrong codes are limited (per certificate, session and address); not an error to log. */
const isLocked = (error: unknown): boolean => isApiError(error) && error.status === 429;

/** The server's first message of a failed call, when it sent one. */
function firstMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body as { messages?: unknown } | undefined;
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  return typeof messages[0] === 'string' ? messages[0] : null;
}

/** POST /deposit/{id} with the auth code (docs/product/04-states.md#gift-deposit-activation: fetched by id and code). */
export async function fetchGiftDeposit(id: string, authCode: string): Promise<GiftOutcome> {
  try {
    const answer = await storefrontApi().getGiftDeposit(id, authCode);
    if (answer.success && answer.data) return { ok: true, gift: answer.data };
    return { ok: false, message: answer.messages[0] ?? null };
  } catch (error) {
    // An unknown number answers 404: the same default as a wrong code.
    if (!isApiError(error) || error.status >= 500)
      logError(CERT_ERRORS.GIFT_DEPOSIT_CHECK_FAILED, 'gift deposit check failed', error);
    return { ok: false, message: firstMessage(error), tooManyAttempts: isLocked(error) };
  }
}

/** POST /deposit/{id}/add_to_profile (a logged-in user; 401 asks for a login). */
export async function addGiftToProfile(
  id: string,
  authCode: string,
): Promise<
  | { ok: true }
  | { ok: false; message: string | null; unauthorized?: boolean; tooManyAttempts?: boolean }
> {
  try {
    const answer = await storefrontApi().addGiftDepositToProfile(id, authCode);
    return answer.success ? { ok: true } : { ok: false, message: answer.messages[0] ?? null };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      return { ok: false, message: null, unauthorized: true };
    }
    if (isLocked(error)) return { ok: false, message: firstMessage(error), tooManyAttempts: true };
    logError(CERT_ERRORS.ADD_TO_PROFILE_FAILED, 'add to profile failed', error);
    return { ok: false, message: firstMessage(error) };
  }
}
