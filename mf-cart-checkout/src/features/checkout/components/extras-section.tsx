import { FormattedMessage } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import { Button, CheckboxField, TextField, type FormApi } from '@shop/ui';
import { maskPhone } from '@shop/validation';
import type { CheckoutValues } from '../../../state/order-data';
import styles from '../checkout.module.css';

/**
 * A gift (with its recipient), a postcard, price tags off, the newsletter, and the order comment
 * edited in its popup (answers: usePopupAnswers).
 */
export function ExtrasSection({ form }: { form: FormApi<CheckoutValues> }) {
  const { is_gift: isGift, comment } = form.values;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <FormattedMessage id="checkout.extras" />
      </legend>
      <CheckboxField
        {...form.checkbox('is_gift')}
        label={<FormattedMessage id="checkout.gift" />}
      />
      {isGift ? (
        <div className={styles.grid}>
          <TextField
            {...form.field('recipient_name')}
            label={<FormattedMessage id="checkout.recipientName" />}
            required
          />
          <TextField
            {...form.field('recipient_phone')}
            label={<FormattedMessage id="checkout.recipientPhone" />}
            mask={maskPhone}
            type="tel"
            required
          />
        </div>
      ) : null}
      <CheckboxField
        {...form.checkbox('postCard')}
        label={<FormattedMessage id="checkout.postCard" />}
      />
      <CheckboxField
        {...form.checkbox('deletePriceTags')}
        label={<FormattedMessage id="checkout.deletePriceTags" />}
      />
      <CheckboxField
        {...form.checkbox('newsletterSubscription')}
        label={<FormattedMessage id="checkout.newsletter" />}
      />
      <div className={styles.comment}>
        {comment ? <p data-testid="order-comment">{comment}</p> : null}
        <Button variant="link" onClick={() => openPopup('order-comment', { comment })}>
          <FormattedMessage id={comment ? 'checkout.comment.edit' : 'checkout.comment.add'} />
        </Button>
      </div>
    </fieldset>
  );
}
