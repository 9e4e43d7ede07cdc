import { useIntl } from 'react-intl';
import { pluralSeconds } from '@shop/i18n';
import type { Locale } from '@shop/types';
import { Button } from '@shop/ui';
import { useCountdown } from '../use-countdown';
import styles from './auth-popup.module.css';

/** 'Send again in 21 секунду' while the cooldown runs (docs/product/04-states.md#auth-flow plurals), then the resend button. */
export function ResendTimer({
  resendAt,
  onResend,
  sending,
}: {
  resendAt: number;
  onResend: () => void;
  sending: boolean;
}) {
  const intl = useIntl();
  const seconds = useCountdown(resendAt);
  if (seconds > 0)
    return (
      <p className={styles.timer} aria-live="polite" data-testid="resend-timer">
        {intl.formatMessage(
          { id: 'auth.resend.in' },
          { time: pluralSeconds(seconds, intl.locale as Locale) },
        )}
      </p>
    );
  return (
    <Button variant="link" onClick={onResend} loading={sending}>
      {intl.formatMessage({ id: 'auth.resend' })}
    </Button>
  );
}
