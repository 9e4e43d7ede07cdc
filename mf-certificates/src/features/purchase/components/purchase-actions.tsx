import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { Button, FormAlert, Link } from '@shop/ui';
import type { PurchaseAlert } from '../hooks/use-deposit-purchase';
import styles from './certificate-page.module.css';

/** The outcome of the last attempt, then "pay" (the form's submit) and "add to cart". */
export function PurchaseActions({
  alert,
  pending,
  onAddToCart,
}: {
  alert: PurchaseAlert | null;
  pending: 'pay' | 'cart' | null;
  onAddToCart: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {alert && (
        <FormAlert tone={alert.tone}>
          {'text' in alert.message ? alert.message.text : t(alert.message.id)}{' '}
          {alert.toCart && <Link href={hrefFor('cart')}>{t('certificates.cart.open')}</Link>}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={pending === 'pay'}>
          {t('certificates.pay')}
        </Button>
        <Button variant="secondary" loading={pending === 'cart'} onClick={onAddToCart}>
          {t('certificates.addToCart')}
        </Button>
      </div>
    </>
  );
}
