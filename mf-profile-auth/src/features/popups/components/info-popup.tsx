import { useIntl } from 'react-intl';
import { Button, PopupFrame } from '@shop/ui';
import styles from '../../auth/components/auth-popup.module.css';

/** The loyalty popups: a title, a text and a close button (docs/product/02-screens.md#popups). */
export function InfoPopup({
  titleId,
  bodyId,
  onClose,
}: {
  titleId: string;
  bodyId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <PopupFrame title={intl.formatMessage({ id: titleId })} onClose={onClose}>
      <div className={styles.body}>
        <p className={styles.intro}>{intl.formatMessage({ id: bodyId })}</p>
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'popup.ok' })}
        </Button>
      </div>
    </PopupFrame>
  );
}
