import { useIntl } from 'react-intl';
import { PopupFrame, VisuallyHidden } from '@shop/ui';
import type { PopupComponent } from '../shell-popups';
import styles from '../popups.module.css';

/** The shop's social accounts (docs/product/02-screens.md#popups social media); names are brands, the same in ru and en. */
export const SOCIAL_LINKS = [
  { name: 'Telegram', href: 'https://t.me/jewelryhouse_shop' },
  { name: 'VK', href: 'https://vk.com/jewelryhouse_shop' },
  { name: 'YouTube', href: 'https://www.youtube.com/@jewelryhouse_shop' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/jewelryhouse_shop' },
] as const;

const SocialMediaPopup: PopupComponent = ({ onClose }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PopupFrame title={t('shell.popups.social.title')} onClose={onClose} variant="sheet">
      <div className={styles.body}>
        <p>{t('shell.popups.social.intro')}</p>
        <ul className={styles.social}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a
                className={styles.socialLink}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.name}
                <VisuallyHidden> {t('shell.popups.social.newTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </PopupFrame>
  );
};

export default SocialMediaPopup;
