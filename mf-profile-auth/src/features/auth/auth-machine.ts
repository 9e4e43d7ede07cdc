/**
 * The auth popup's steps (docs/product/02-screens.md#auth-and-order-steps, docs/product/04-states.md#auth-flow) as a pure reducer: login=1 → captcha=2 → confirm=3 →
 * registration=4, then done. Server answers pass through as they are (docs/product/08-messages.md#auth-answers): their texts
 * become the step's message.
 */
import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  AuthStep,
  RegistrationResponse,
  User,
} from '@shop/types';

export type ConfirmationType = AuthIdentificationResponse['confirmationType'];

export interface AuthState {
  step: AuthStep;
  phone: string;
  confirmationType: ConfirmationType;
  /** Epoch ms when a new code may be requested (the resend timer counts down to it). */
  resendAt: number;
  /** The current code took too many wrong attempts: only a new code helps. */
  codeLocked: boolean;
  /** The server's text for the last failure, shown as sent. */
  message: string | null;
  /** Set once logged in (after confirm for a known phone, or after registration). */
  user: User | null;
}

export type AuthAction =
  | { type: 'identified'; response: AuthIdentificationResponse; phone: string; now: number }
  | { type: 'authenticated'; response: AuthAuthenticateResponse }
  | { type: 'registered'; response: RegistrationResponse }
  | { type: 'failed'; message: string }
  | { type: 'change-phone' };

export function initialAuthState(props: { phone?: string } = {}): AuthState {
  return {
    step: 1,
    phone: props.phone ?? '',
    confirmationType: 'sms',
    resendAt: 0,
    codeLocked: false,
    message: null,
    user: null,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'identified': {
      const { response, phone, now } = action;
      const resendAt = now + response.resendTimeout * 1000;
      if (response.success)
        return {
          ...state,
          step: 3,
          phone,
          confirmationType: response.confirmationType,
          resendAt,
          codeLocked: false,
          message: null,
        };
      // A captcha is asked for (or was wrong): step 2; a code asked too early: back to the code.
      if (response.captchaRequired) return { ...state, step: 2, phone, message: response.message };
      if (response.step === 3)
        return { ...state, step: 3, phone, resendAt, message: response.message };
      return { ...state, step: 1, phone, message: response.message };
    }
    case 'authenticated': {
      const { response } = action;
      if (response.success && response.registrationRequired)
        return { ...state, step: 4, message: null };
      if (response.success) return { ...state, user: response.user, message: null };
      return {
        ...state,
        codeLocked: state.codeLocked || response.code === 'code_attempts_exceeded',
        message: response.message,
      };
    }
    case 'registered':
      return action.response.success
        ? { ...state, user: action.response.user, message: null }
        : { ...state, message: action.response.message };
    case 'failed':
      return { ...state, message: action.message };
    case 'change-phone':
      return { ...state, step: 1, codeLocked: false, message: null };
  }
}
