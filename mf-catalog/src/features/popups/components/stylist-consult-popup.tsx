import { useIntl } from 'react-intl';
import { marketingApi } from '@shop/api-client';
import { useBusState } from '@shop/event-bus';
import { Button, PopupFrame, TextField, useForm } from '@shop/ui';
import { checkPhone, checkText, maskName, maskPhone } from '@shop/validation';
import { useSendForm } from '../use-send-form';
import type { PopupModuleProps } from './popup-props';
import { SendFailure, SentState } from './send-outcome';
import styles from './popups.module.css';

interface ConsultValues {
  name: string;
  phone: string;
  comment: string;
}

const NAME_MAX_LENGTH = 100;
const COMMENT_MAX_LENGTH = 1000;

const rules = {
  name: (value: string) => checkText(value, { required: true, emptyMessage: 'error.name.empty' }),
  phone: (value: string) => checkPhone(value),
};

/**
 * A free stylist consultation (docs/product/02-screens.md#popups): name, phone and an optional comment go to the
 * marketing platform (POST /marketing/stylist-consults) with the product the shopper looks at.
 * A logged-in shopper finds the name and phone filled in.
 */
export function StylistConsultPopup({ props, onClose }: PopupModuleProps<'stylist-consult'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useBusState('user');
  const form = useForm<ConsultValues>({
    initialValues: {
      name: user.isAuth ? (user.name ?? '') : '',
      phone: user.isAuth && user.phone ? maskPhone(user.phone) : '',
      comment: '',
    },
    rules,
  });
  const { state, submit } = useSendForm(form, ({ name, phone, comment }) =>
    marketingApi().requestStylistConsult({
      name: name.trim(),
      phone,
      ...(props.productId !== undefined ? { productId: props.productId } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    }),
  );
  return (
    <PopupFrame title={t('catalog.popup.stylist')} onClose={onClose} variant="sheet">
      {state.status === 'sent' ? (
        <SentState onDone={onClose}>
          <p className={styles.alertText}>{t('catalog.popup.stylist.sent')}</p>
          <p className={styles.alertText}>
            {intl.formatMessage(
              { id: 'catalog.popup.stylist.requestId' },
              { id: state.result.requestId },
            )}
          </p>
        </SentState>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.intro}>{t('catalog.popup.stylist.intro')}</p>
          <TextField
            {...form.field('name')}
            label={t('catalog.popup.stylist.name')}
            mask={maskName}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            required
          />
          <TextField
            {...form.field('phone')}
            label={t('catalog.popup.stylist.phone')}
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
          <TextField
            {...form.field('comment')}
            label={t('catalog.popup.stylist.comment')}
            hint={t('catalog.popup.stylist.commentHint')}
            maxLength={COMMENT_MAX_LENGTH}
            multiline
          />
          {state.status === 'failed' && <SendFailure onRetry={() => void submit()} />}
          <Button type="submit" variant="primary" block loading={form.submitting}>
            {t('catalog.popup.stylist.submit')}
          </Button>
        </form>
      )}
    </PopupFrame>
  );
}
