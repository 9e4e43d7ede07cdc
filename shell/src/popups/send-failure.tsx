import { useIntl } from 'react-intl';
import { Button, FormAlert } from '@shop/ui';
import styles from './popups.module.css';

/** A request of a shell popup that did not go through, and a retry. */
export function SendFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <FormAlert tone="error">
      <p className={styles.alertText}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'shell.popups.retry' })}
      </Button>
    </FormAlert>
  );
}
