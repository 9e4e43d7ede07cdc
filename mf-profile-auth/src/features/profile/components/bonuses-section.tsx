import { useIntl } from 'react-intl';
import { openPopup } from '@shop/event-bus';
import { formatDate } from '@shop/i18n';
import type { Locale, ProfileBonusesResponse } from '@shop/types';
import { Button } from '@shop/ui';
import styles from './profile.module.css';

/** Bonuses (GET /profile/bonuses): the balance on its background image, history, loyalty popups. */
export function BonusesSection({ bonuses, history }: ProfileBonusesResponse) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const background = bonuses.backgroundImage ? `url("${bonuses.backgroundImage}")` : undefined;
  return (
    <>
      <div className={styles.bonuses} style={{ backgroundImage: background }}>
        <p>{t('profile.bonuses.balance')}</p>
        <p className={styles.balance} data-testid="bonus-balance">
          {t('profile.bonuses.points', { count: bonuses.balance })}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => openPopup('loyalty-tooltip', {})}>
          {t('profile.bonuses.about')}
        </Button>
        <Button variant="secondary" onClick={() => openPopup('profile-bonuses', {})}>
          {t('profile.bonuses.insider')}
        </Button>
      </div>
      <h3>{t('profile.bonuses.history')}</h3>
      <ul className={styles.list}>
        {history.map((entry) => (
          <li key={entry.id} className={styles.card}>
            {formatDate(entry.date, intl.locale as Locale)}: {entry.description} (
            {t('profile.bonuses.points', { count: entry.amount })})
          </li>
        ))}
      </ul>
    </>
  );
}
