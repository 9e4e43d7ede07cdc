import { useIntl } from 'react-intl';
import { marketingApi } from '@shop/api-client';
import { useBusState } from '@shop/event-bus';
import { Button, PopupFrame, TextField, useForm } from '@shop/ui';
import { checkEmail, maskEmail } from '@shop/validation';
import { useSendForm } from '../use-send-form';
import type { PopupModuleProps } from './popup-props';
import { SendFailure, SentState } from './send-outcome';
import styles from './popups.module.css';

const TEXTS = {
  price: {
    title: 'catalog.popup.subscription.price',
    intro: 'catalog.popup.subscription.priceIntro',
    sent: 'catalog.popup.subscription.priceSent',
  },
  availability: {
    title: 'catalog.popup.subscription.availability',
    intro: 'catalog.popup.subscription.availabilityIntro',
    sent: 'catalog.popup.subscription.availabilitySent',
  },
} as const;

/**
 * Price and availability subscription (docs/product/02-screens.md#popups): an email for a lower price or the product
 * back in stock, sent to the marketing platform (POST /marketing/price-subscriptions).
 */
export function PriceSubscriptionPopup({ props, onClose }: PopupModuleProps<'price-subscription'>) {
  const intl = useIntl();
  const kind = props.kind ?? 'price';
  const texts = TEXTS[kind];
  const user = useBusState('user');
  const form = useForm({
    initialValues: { email: user.isAuth ? (user.email ?? '') : '' },
    rules: { email: (value: string) => checkEmail(value) },
  });
  const { state, submit } = useSendForm(form, async ({ email }) => {
    await marketingApi().subscribeToProduct({
      productId: props.productId,
      email: email.trim(),
      kind,
    });
    return { email: email.trim() };
  });
  return (
    <PopupFrame title={intl.formatMessage({ id: texts.title })} onClose={onClose} variant="sheet">
      {state.status === 'sent' ? (
        <SentState onDone={onClose}>
          <p className={styles.alertText}>
            {intl.formatMessage({ id: texts.sent }, { email: state.result.email })}
          </p>
        </SentState>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.intro}>{intl.formatMessage({ id: texts.intro })}</p>
          <TextField
            {...form.field('email')}
            label={intl.formatMessage({ id: 'catalog.popup.subscription.email' })}
            mask={maskEmail}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
          {state.status === 'failed' && <SendFailure onRetry={() => void submit()} />}
          <Button type="submit" variant="primary" block loading={form.submitting}>
            {intl.formatMessage({ id: 'catalog.popup.subscription.submit' })}
          </Button>
        </form>
      )}
    </PopupFrame>
  );
}
