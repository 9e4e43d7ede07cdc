import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { openPopup, useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { Link, VisuallyHidden } from '@shop/ui';
import styles from './chrome.module.css';
import own from './profile-action.module.css';

/**
 * The header's profile button: a guest opens the auth popup (the page stays), a user goes to
 * the profile, with the name shown.
 */
export function ProfileAction({ icon }: { icon: ReactNode }) {
  const intl = useIntl();
  const user = useBusState('user');
  if (!user.isAuth)
    return (
      <button
        type="button"
        className={`${styles.action} ${own.button}`}
        onClick={() => openPopup('auth', {})}
      >
        {icon}
        <VisuallyHidden>{intl.formatMessage({ id: 'shell.nav.login' })}</VisuallyHidden>
      </button>
    );
  return (
    <Link href={hrefFor('profile')} className={styles.action} data-testid="header-profile">
      {icon}
      <VisuallyHidden>{intl.formatMessage({ id: 'shell.nav.profile' })}</VisuallyHidden>
      {user.name && <span className={own.name}>{user.name}</span>}
    </Link>
  );
}
