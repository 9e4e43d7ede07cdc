import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import type { AuthIdentificationRequest, RegistrationRequest } from '@shop/types';
import { FormAlert, PopupFrame } from '@shop/ui';
import { authReducer, initialAuthState } from '../auth-machine';
import { completeLogin } from '../complete-login';
import { failureText } from '../failure-text';
import { CaptchaStep } from './captcha-step';
import { ConfirmStep } from './confirm-step';
import { LoginStep } from './login-step';
import type { PopupModuleProps } from './popup-props';
import { RegistrationStep } from './registration-step';
import styles from './auth-popup.module.css';

/**
 * The API's start of the Yandex ID login (through the shell's /api proxy): a page visit, since
 * the provider's page follows; the provider returns to /ya-callback.
 */
export const YANDEX_LOGIN_URL = '/api/oauth/yandex/authorize';

const TITLES = {
  1: 'auth.title',
  2: 'auth.title',
  3: 'auth.title.confirm',
  4: 'auth.title.registration',
};

/**
 * The auth popup (docs/product/02-screens.md#auth-and-order-steps): phone → (captcha) → code → (registration). On success the user and
 * the merged cart count go out on the bus and the popup closes; the page stays where it was.
 * Checkout opens it with `phone` to confirm that number; `source` goes to /auth/authenticate.
 * Step 1 also offers the Yandex ID login.
 */
export function AuthPopup({ props, onClose }: PopupModuleProps<'auth'>) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(authReducer, props, initialAuthState);
  const [captchaAttempt, setCaptchaAttempt] = useState(0);
  const fail = useCallback(
    (error: unknown) => dispatch({ type: 'failed', message: failureText(error, intl) }),
    [intl],
  );

  // Each step starts at its first field, so keyboard and screen-reader users land on it.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    body.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [state.step]);

  useEffect(() => {
    if (!state.user) return;
    void completeLogin(state.user).then(onClose);
  }, [state.user, onClose]);

  const identify = async (body: AuthIdentificationRequest) => {
    try {
      const response = await storefrontApi().authIdentification(body);
      dispatch({ type: 'identified', response, phone: body.phone, now: Date.now() });
      if (!response.success && response.captchaRequired) setCaptchaAttempt((n) => n + 1);
    } catch (error) {
      fail(error);
    }
  };

  const authenticate = async (code: string) => {
    try {
      const response = await storefrontApi().authAuthenticate({
        phone: state.phone,
        code,
        ...(props.source ? { source: props.source } : {}),
      });
      dispatch({ type: 'authenticated', response });
    } catch (error) {
      fail(error);
    }
  };

  const register = async (body: RegistrationRequest) => {
    try {
      const response = await storefrontApi().register(body);
      dispatch({ type: 'registered', response });
      return response;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  return (
    <PopupFrame title={intl.formatMessage({ id: TITLES[state.step] })} onClose={onClose}>
      <div className={styles.body} data-step={state.step} ref={body}>
        {props.reason && state.step === 1 && (
          <p className={styles.intro}>
            {/* 'checkout' is catalogued here; other openers pass their own translated text. */}
            {props.reason === 'checkout'
              ? intl.formatMessage({ id: 'auth.reason.checkout' })
              : props.reason}
          </p>
        )}
        {state.message && <FormAlert tone="error">{state.message}</FormAlert>}
        {state.step === 1 && (
          <LoginStep phone={state.phone} onSubmit={(phone) => identify({ phone })} />
        )}
        {/* Not while checkout asks to confirm a phone: the provider's return lands on home. */}
        {state.step === 1 && props.reason !== 'checkout' && (
          <a className={styles.external} href={YANDEX_LOGIN_URL}>
            {intl.formatMessage({ id: 'auth.yandex' })}
          </a>
        )}
        {state.step === 2 && (
          <CaptchaStep
            attempt={captchaAttempt}
            onFailure={(message) => dispatch({ type: 'failed', message })}
            onSubmit={(captcha) => identify({ phone: state.phone, ...captcha })}
          />
        )}
        {state.step === 3 && (
          <ConfirmStep
            phone={state.phone}
            confirmationType={state.confirmationType}
            resendAt={state.resendAt}
            locked={state.codeLocked}
            onSubmit={authenticate}
            onResend={() => identify({ phone: state.phone })}
            onChangePhone={() => dispatch({ type: 'change-phone' })}
          />
        )}
        {state.step === 4 && <RegistrationStep phone={state.phone} onSubmit={register} />}
      </div>
    </PopupFrame>
  );
}
