import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isCancelled, marketingApi, storefrontApi } from '@shop/api-client';
import { closePopup, openPopup, useBusState } from '@shop/event-bus';
import type { MessageKey } from '@shop/i18n';
import type { MarketingSubscriptionKind, PopupKey } from '@shop/types';
import { Button, FormAlert, PopupFrame, TextField, useForm, type FieldError } from '@shop/ui';
import { checkEmail, maskEmail } from '@shop/validation';
import { SendFailure } from '../send-failure';
import type { PopupComponent } from '../shell-popups';
import styles from '../popups.module.css';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../error-codes';

/** What the form shows besides its field: nothing yet, "already subscribed", a failure. */
type Outcome = 'idle' | 'exists' | 'failed';

export interface EmailSubscriptionOptions {
  popupKey: PopupKey;
  kind: MarketingSubscriptionKind;
  /**
   * Prefix of the popup's texts in the shell catalogue: `.title`, `.intro`, `.submit` and
   * `.exists` (the existing-subscriber text).
   */
  texts: string;
  /** The newsletter asks the shop first (POST /subscriber-exists, docs/product/07-calls.md#marketing-platform). */
  askShopFirst?: boolean;
}

/**
 * One e-mail form for the newsletter, sale and winter-sale popups: the e-mail is checked with
 * @shop/validation, sent to the marketing platform, and an address already on the list gets
 * the existing-subscriber text instead of a second subscription. Success closes this popup and
 * opens `subscription-success`. A logged-in shopper finds the e-mail filled in.
 */
function EmailSubscriptionPopup({
  popupKey,
  kind,
  texts,
  askShopFirst = false,
  onClose,
}: EmailSubscriptionOptions & { onClose: () => void }) {
  const intl = useIntl();
  const text = (name: 'title' | 'intro' | 'submit' | 'exists') =>
    intl.formatMessage({ id: `${texts}.${name}` });
  const user = useBusState('user');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const form = useForm<{ email: string }>({
    initialValues: { email: user.isAuth ? (user.email ?? '') : '' },
    rules: { email: (value) => checkEmail(value) },
  });
  // The platform's field errors are catalogue keys; any other text is shown as it came.
  const fieldError = (message: string): FieldError =>
    message in intl.messages ? (message as MessageKey) : { text: message };

  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome('idle');
    const address = email.trim();
    try {
      if (askShopFirst && (await storefrontApi().subscriberExists(address)).email) {
        setOutcome('exists');
        return;
      }
      const answer = await marketingApi().subscribe({ email: address, kind });
      if (answer.alreadySubscribed) {
        setOutcome('exists');
        return;
      }
      closePopup(popupKey);
      openPopup('subscription-success', {});
    } catch (error) {
      if (isCancelled(error)) return;
      const onEmail = isApiError(error) ? error.fieldErrors.email?.[0] : undefined;
      if (onEmail) form.setError('email', fieldError(onEmail));
      else {
        logError(SHELL_ERRORS.SUBSCRIPTION_FAILED, `${kind} subscription failed`, error);
        setOutcome('failed');
      }
    }
  });

  return (
    <PopupFrame title={text('title')} onClose={onClose} variant="sheet">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{text('intro')}</p>
        <TextField
          {...form.field('email')}
          label={intl.formatMessage({ id: 'shell.popups.email' })}
          hint={intl.formatMessage({ id: 'shell.popups.emailHint' })}
          mask={maskEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        {outcome === 'exists' && (
          <FormAlert tone="info">
            <p className={styles.alertText}>{text('exists')}</p>
          </FormAlert>
        )}
        {outcome === 'failed' && (
          <SendFailure
            message={intl.formatMessage({ id: 'shell.popups.sendFailed' })}
            onRetry={() => void submit()}
          />
        )}
        <Button type="submit" variant="primary" block loading={form.submitting}>
          {text('submit')}
        </Button>
      </form>
    </PopupFrame>
  );
}

/** A popup module's default export for one list. */
export function emailSubscriptionPopup(options: EmailSubscriptionOptions): PopupComponent {
  const Popup: PopupComponent = ({ onClose }) => (
    <EmailSubscriptionPopup {...options} onClose={onClose} />
  );
  Popup.displayName = `EmailSubscriptionPopup(${options.popupKey})`;
  return Popup;
}
