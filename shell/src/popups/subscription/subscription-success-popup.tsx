import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormAlert, PopupFrame } from '@shop/ui';
import type { PopupComponent } from '../shell-popups';
import styles from '../popups.module.css';

/** The end of every subscription form (docs/product/02-screens.md#popups: "subscription form and its success"). */
const SubscriptionSuccessPopup: PopupComponent = ({ onClose }) => {
  const intl = useIntl();
  const done = useRef<HTMLButtonElement>(null);
  // The form that opened it is gone: the focus goes to the way out, the text is read with it.
  useEffect(() => done.current?.focus(), []);
  return (
    <PopupFrame
      title={intl.formatMessage({ id: 'shell.popups.success.title' })}
      onClose={onClose}
      variant="sheet"
    >
      <div className={styles.body}>
        <FormAlert tone="success">
          <p>{intl.formatMessage({ id: 'shell.popups.success.text' })}</p>
        </FormAlert>
        <Button ref={done} variant="primary" block onClick={onClose}>
          {intl.formatMessage({ id: 'shell.popups.done' })}
        </Button>
      </div>
    </PopupFrame>
  );
};

export default SubscriptionSuccessPopup;
