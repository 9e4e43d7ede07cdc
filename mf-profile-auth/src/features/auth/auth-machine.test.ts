import type {
  AuthAuthenticateResponse,
  AuthIdentificationResponse,
  RegistrationResponse,
} from '@shop/types';
import { authReducer, initialAuthState, type AuthState } from './auth-machine';
import { identificationAnswer, testUser } from '../../testing/fixtures';

const NOW = 1_000_000;
const user = testUser;

const identification = identificationAnswer;

const authentication = (patch: Partial<AuthAuthenticateResponse>): AuthAuthenticateResponse => ({
  success: true,
  step: null,
  registrationRequired: false,
  user,
  message: null,
  code: null,
  ...patch,
});

const identify = (state: AuthState, patch: Partial<AuthIdentificationResponse> = {}) =>
  authReducer(state, {
    type: 'identified',
    response: identification(patch),
    phone: '+7 (999) 000-11-22',
    now: NOW,
  });

const atConfirm = () => identify(initialAuthState());

describe('auth step machine', () => {
  it('starts on login (1) with the phone a caller passed', () => {
    expect(initialAuthState()).toMatchObject({ step: 1, phone: '', user: null });
    expect(initialAuthState({ phone: '+79990001122' }).phone).toBe('+79990001122');
  });

  it('login → confirm (3) with the channel and the resend time of the answer', () => {
    const state = identify(initialAuthState(), {
      confirmationType: 'flashcall',
      resendTimeout: 30,
    });
    expect(state).toMatchObject({
      step: 3,
      phone: '+7 (999) 000-11-22',
      confirmationType: 'flashcall',
      resendAt: NOW + 30_000,
      message: null,
    });
  });

  it('a bad phone stays on login (1) with the server text', () => {
    const state = identify(initialAuthState(), {
      success: false,
      step: 1,
      message: 'Неверный номер телефона',
      code: 'phone_invalid',
    });
    expect(state).toMatchObject({ step: 1, message: 'Неверный номер телефона' });
  });

  it('login → captcha (2) when asked; a wrong captcha stays on 2; a solved one → confirm', () => {
    const asked = identify(initialAuthState(), {
      success: false,
      step: 2,
      captchaRequired: true,
      message: 'Введите символы с картинки',
      code: 'captcha_required',
    });
    expect(asked).toMatchObject({ step: 2, message: 'Введите символы с картинки' });
    const wrong = identify(asked, {
      success: false,
      step: 2,
      captchaRequired: true,
      message: 'Неверные символы с картинки',
      code: 'captcha_invalid',
    });
    expect(wrong).toMatchObject({ step: 2, message: 'Неверные символы с картинки' });
    expect(identify(wrong)).toMatchObject({ step: 3, message: null });
  });

  it('a code asked too early goes to confirm (3) with the remaining wait', () => {
    const state = identify(initialAuthState(), {
      success: false,
      step: 3,
      resendTimeout: 12,
      message: 'Новый код можно будет запросить позже',
      code: 'code_resend_too_early',
    });
    expect(state).toMatchObject({ step: 3, resendAt: NOW + 12_000 });
  });

  it('confirm → done for a known phone (the user is kept)', () => {
    const state = authReducer(atConfirm(), { type: 'authenticated', response: authentication({}) });
    expect(state).toMatchObject({ step: 3, user, message: null });
  });

  it('confirm → registration (4) for a new phone', () => {
    const state = authReducer(atConfirm(), {
      type: 'authenticated',
      response: authentication({ step: 4, registrationRequired: true, user: null }),
    });
    expect(state).toMatchObject({ step: 4, user: null });
  });

  it('a wrong code stays on confirm; too many attempts lock the code until a new one', () => {
    const wrong = authReducer(atConfirm(), {
      type: 'authenticated',
      response: authentication({
        success: false,
        user: null,
        message: 'Неверный код подтверждения',
        code: 'code_invalid',
      }),
    });
    expect(wrong).toMatchObject({
      step: 3,
      codeLocked: false,
      message: 'Неверный код подтверждения',
    });
    const locked = authReducer(wrong, {
      type: 'authenticated',
      response: authentication({
        success: false,
        user: null,
        message: 'Слишком много попыток, запросите новый код',
        code: 'code_attempts_exceeded',
      }),
    });
    expect(locked).toMatchObject({ step: 3, codeLocked: true });
    expect(identify(locked)).toMatchObject({ step: 3, codeLocked: false, message: null });
  });

  it('registration → done on success; its message on failure', () => {
    const registration = authReducer(atConfirm(), {
      type: 'authenticated',
      response: authentication({ step: 4, registrationRequired: true, user: null }),
    });
    const failure: RegistrationResponse = {
      success: false,
      user: null,
      message: 'Проверьте правильность заполнения полей',
      errors: { email: ['Неверный email'] },
    };
    expect(authReducer(registration, { type: 'registered', response: failure })).toMatchObject({
      step: 4,
      user: null,
      message: 'Проверьте правильность заполнения полей',
    });
    const done = authReducer(registration, {
      type: 'registered',
      response: { success: true, user, message: null, errors: null },
    });
    expect(done).toMatchObject({ step: 4, user });
  });

  it('a network failure keeps the step with its text; changing the phone returns to login', () => {
    const failed = authReducer(atConfirm(), { type: 'failed', message: 'Ошибка' });
    expect(failed).toMatchObject({ step: 3, message: 'Ошибка' });
    expect(authReducer(failed, { type: 'change-phone' })).toMatchObject({ step: 1, message: null });
  });
});
