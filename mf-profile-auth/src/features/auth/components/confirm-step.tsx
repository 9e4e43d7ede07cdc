import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AUTH_CODE_LENGTH } from '@shop/storefront';
import { Button, TextField, useForm } from '@shop/ui';
import { checkConfirmationCode, maskNumber } from '@shop/validation';
import type { ConfirmationType } from '../auth-machine';
import { ResendTimer } from './resend-timer';
import styles from './auth-popup.module.css';

const toCode = (raw: string) => maskNumber(raw).slice(0, AUTH_CODE_LENGTH);

/**
 * Step 3: the 4-digit code (one-time-code autofill, paste, submit at the 4th digit), the text of
 * the channel the server chose, the resend timer and a way back to the phone.
 */
export function ConfirmStep({
  phone,
  confirmationType,
  resendAt,
  locked,
  onSubmit,
  onResend,
  onChangePhone,
}: {
  phone: string;
  confirmationType: ConfirmationType;
  resendAt: number;
  locked: boolean;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onChangePhone: () => void;
}) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { code: '' },
    rules: { code: (value) => checkConfirmationCode(value) },
  });
  const resend = useForm({ initialValues: {} });
  const submit = form.handleSubmit(({ code }) => onSubmit(code));
  const codeField = form.field('code');

  // A code completed while the last one is still being checked is checked next, once that
  // answer is on screen: the form sends one submit at a time and would drop it, leaving the
  // shopper waiting on a code nobody sends. Only if it is still whole and the field not locked.
  // `submitting` is rendered before the next key or paste can come. A press of the button
  // meanwhile is dropped, as the form does: it is the same code.
  const completedMeanwhile = useRef(false);
  useEffect(() => {
    if (form.submitting || !completedMeanwhile.current) return;
    completedMeanwhile.current = false;
    if (form.values.code.length === AUTH_CODE_LENGTH && !locked) void submit();
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>
        {intl.formatMessage({ id: `auth.code.${confirmationType}` }, { phone })}
      </p>
      <TextField
        {...codeField}
        onChange={(value) => {
          codeField.onChange(value);
          // Typed, pasted or autofilled: the 4th digit sends the code at once.
          if (value.length !== AUTH_CODE_LENGTH || locked) return;
          if (form.submitting) completedMeanwhile.current = true;
          else void submit();
        }}
        label={intl.formatMessage({ id: 'auth.code' })}
        mask={toCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={AUTH_CODE_LENGTH}
        disabled={locked}
        required
      />
      <Button type="submit" variant="primary" block loading={form.submitting} disabled={locked}>
        {intl.formatMessage({ id: locked ? 'auth.code.locked' : 'auth.code.submit' })}
      </Button>
      <div className={styles.row}>
        <ResendTimer
          resendAt={resendAt}
          sending={resend.submitting}
          onResend={() => {
            form.reset({ code: '' });
            void resend.handleSubmit(onResend)();
          }}
        />
        <Button variant="link" onClick={onChangePhone}>
          {intl.formatMessage({ id: 'auth.changePhone' })}
        </Button>
      </div>
    </form>
  );
}
