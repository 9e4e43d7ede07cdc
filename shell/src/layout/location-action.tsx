import { useIntl } from 'react-intl';
import { openPopup, useBusState } from '@shop/event-bus';
import styles from './chrome.module.css';
// The same unstyled button and narrow-screen hiding as the profile action beside it.
import own from './profile-action.module.css';

const PIN =
  'M12 2a7 7 0 017 7c0 5-7 13-7 13S5 14 5 9a7 7 0 017-7zm0 2a5 5 0 00-5 5c0 3.1 3.4 8.1 5 10.3 1.6-2.2 5-7.2 5-10.3a5 5 0 00-5-5zm0 2.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z';

/** The header's location button: the current city (icon only on phones); opens location-choose. */
export function LocationAction() {
  const intl = useIntl();
  const location = useBusState('location');
  const city = location?.city || location?.country;
  const label = city
    ? intl.formatMessage({ id: 'shell.location.button' }, { city })
    : intl.formatMessage({ id: 'shell.location.buttonEmpty' });
  return (
    <button
      type="button"
      className={`${styles.action} ${own.button}`}
      aria-label={label}
      onClick={() => openPopup('location-choose', {})}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={PIN} />
      </svg>
      {city && (
        <span className={own.name} aria-hidden="true">
          {city}
        </span>
      )}
    </button>
  );
}
