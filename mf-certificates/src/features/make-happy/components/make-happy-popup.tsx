import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { isPageBlocked } from '@shop/storefront';
import type { PopupPropsMap } from '@shop/types';
import { Link, PopupFrame } from '@shop/ui';
import styles from '../../purchase/components/certificate-page.module.css';

/** The make-happy popup (docs/product/02-screens.md#popups): a nudge towards a gift certificate. */
export function MakeHappyPopup({
  onClose,
}: {
  props: PopupPropsMap['make-happy'];
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const href = hrefFor('certificate');
  return (
    <PopupFrame title={t('certificates.makeHappy.title')} onClose={onClose}>
      <div className={styles.form}>
        <p>{t('certificates.makeHappy.text')}</p>
        {!isPageBlocked(storefront, href) && (
          <Link href={href} onClick={onClose}>
            {t('certificates.makeHappy.cta')}
          </Link>
        )}
      </div>
    </PopupFrame>
  );
}
