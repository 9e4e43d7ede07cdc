import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isCancelled, marketingApi } from '@shop/api-client';
import type { MessageKey } from '@shop/i18n';
import { Button, CheckboxField, FormAlert, TextField, useForm, type FieldError } from '@shop/ui';
import { checkCheckbox, checkEmail, maskEmail } from '@shop/validation';
import styles from './forms.module.css';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../error-codes';

/** The subscription landings (docs/product/02-screens.md#static-pages), each with its own heading and lead. */
export const SUBSCRIPTION_LANDINGS = [
  'landings/online-subscription',
  'landings/offline-subscription',
  'landings/tablet-subscription',
] as const;
export type SubscriptionLanding = (typeof SUBSCRIPTION_LANDINGS)[number];

type Outcome = 'idle' | 'sent' | 'exists' | 'failed';

/**
 * A subscription landing's form: the e-mail and the consent to the processing of personal data,
 * to the newsletter list of the marketing platform (POST /marketing/subscriptions, the list the
 * subscription popup joins). Online on the site, offline and on the tablet in a shop: the same
 * fields, the shop's assistant hands the tablet over.
 */
export function LandingSubscriptionForm({ landing }: { landing: SubscriptionLanding }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Message ids are dotted words (the build precompiles only those): the landing's last segment.
  const texts = `shell.landing.${landing.slice(landing.indexOf('/') + 1)}`;
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const form = useForm<{ email: string; agreement: boolean }>({
    initialValues: { email: '', agreement: false },
    rules: {
      email: (value) => checkEmail(value),
      agreement: (checked) => checkCheckbox(checked, 'error.agreement.required'),
    },
  });
  const asError = (message: string): FieldError =>
    message in intl.messages ? (message as MessageKey) : { text: message };

  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome('idle');
    try {
      const answer = await marketingApi().subscribe({ email: email.trim(), kind: 'newsletter' });
      setOutcome(answer.alreadySubscribed ? 'exists' : 'sent');
      // On a shop's tablet the next visitor starts with an empty form.
      if (landing === 'landings/tablet-subscription' || landing === 'landings/offline-subscription')
        form.reset({ email: '', agreement: false });
    } catch (error) {
      if (isCancelled(error)) return;
      const onEmail = isApiError(error) ? error.fieldErrors.email?.[0] : undefined;
      if (onEmail) form.setError('email', asError(onEmail));
      else {
        logError(SHELL_ERRORS.LANDING_SUBSCRIPTION_FAILED, 'landing subscription failed', error);
        setOutcome('failed');
      }
    }
  });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t(`${texts}.title`)}
      </h2>
      <p className={styles.intro}>{t(`${texts}.intro`)}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...form.field('email')}
          label={t('shell.popups.email')}
          hint={t('shell.popups.emailHint')}
          mask={maskEmail}
          type="email"
          inputMode="email"
          autoComplete={landing === 'landings/online-subscription' ? 'email' : 'off'}
          required
        />
        <CheckboxField
          {...form.checkbox('agreement')}
          label={t('shell.forms.agreement')}
          required
        />
        {outcome === 'sent' && (
          <FormAlert tone="success">{t('shell.popups.success.text')}</FormAlert>
        )}
        {outcome === 'exists' && (
          <FormAlert tone="info">{t('shell.popups.subscription.exists')}</FormAlert>
        )}
        {outcome === 'failed' && <FormAlert tone="error">{t('shell.popups.sendFailed')}</FormAlert>}
        <Button type="submit" variant="primary" loading={form.submitting}>
          {t('shell.popups.subscription.submit')}
        </Button>
      </form>
    </section>
  );
}
