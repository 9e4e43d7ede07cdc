import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormAlert } from '@shop/ui';
import styles from './popups.module.css';

/** A request that did not go through, and a retry. */
export function SendFailure({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <FormAlert tone="error">
      <p className={styles.alertText}>{intl.formatMessage({ id: 'catalog.popup.sendFailed' })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'catalog.state.retry' })}
      </Button>
    </FormAlert>
  );
}

/**
 * The success state that replaces a popup's form. It takes the focus (the submit button it
 * replaces is gone), so a screen reader reads the confirmation; "Done" closes the popup.
 */
export function SentState({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.body} data-testid="popup-sent">
      <FormAlert tone="success">{children}</FormAlert>
      <Button variant="primary" block onClick={onDone}>
        {intl.formatMessage({ id: 'catalog.popup.done' })}
      </Button>
    </div>
  );
}
