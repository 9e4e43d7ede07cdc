import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import type { CaptchaResponse } from '@shop/types';
import { Button, TextField, useForm } from '@shop/ui';
import { checkText } from '@shop/validation';
import { failureText } from '../failure-text';
import styles from './auth-popup.module.css';

/**
 * Step 2: the captcha image (GET /captcha) with a refresh; its answer goes with the phone to
 * POST /auth/identification again. A token is good for one try, so every try loads a new image.
 */
export function CaptchaStep({
  attempt,
  onSubmit,
  onFailure,
}: {
  /** Changes with every answer from the server: a new image is loaded. */
  attempt: number;
  onSubmit: (captcha: { captchaToken: string; captchaCode: string }) => Promise<void>;
  onFailure: (message: string) => void;
}) {
  const intl = useIntl();
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const form = useForm({
    initialValues: { captchaCode: '' },
    rules: {
      captchaCode: (value) =>
        checkText(value, { required: true, emptyMessage: 'error.field.empty' }),
    },
  });
  const load = useCallback(() => {
    setCaptcha(null);
    storefrontApi()
      .getCaptcha()
      .then(setCaptcha, (error: unknown) => onFailure(failureText(error, intl)));
  }, [intl, onFailure]);
  const { reset } = form;
  useEffect(() => {
    load();
    reset({ captchaCode: '' });
  }, [attempt, load, reset]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(async ({ captchaCode }) => {
        if (captcha) await onSubmit({ captchaToken: captcha.token, captchaCode });
      })}
    >
      <p className={styles.intro}>{intl.formatMessage({ id: 'auth.captcha.intro' })}</p>
      <div className={styles.captcha}>
        {captcha ? (
          <img
            className={styles.captchaImage}
            src={captcha.image}
            alt={intl.formatMessage({ id: 'auth.captcha.image' })}
            data-token={captcha.token}
          />
        ) : (
          <span className={styles.captchaImage} aria-hidden="true" />
        )}
        <Button variant="link" onClick={load}>
          {intl.formatMessage({ id: 'auth.captcha.refresh' })}
        </Button>
      </div>
      <TextField
        {...form.field('captchaCode')}
        label={intl.formatMessage({ id: 'auth.captcha.input' })}
        autoComplete="off"
        autoCapitalize="characters"
        required
      />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {intl.formatMessage({ id: 'auth.captcha.submit' })}
      </Button>
    </form>
  );
}
