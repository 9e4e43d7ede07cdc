import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import type { Shop } from '@shop/types';
import { EmptyState, PopupFrame } from '@shop/ui';
import { useLoad } from '../../state/use-load';
import { SendFailure } from '../send-failure';
import type { PopupComponent } from '../shell-popups';
import styles from '../popups.module.css';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../error-codes';

/** Shops grouped by city, cities in the order their first shop comes (the shop ids' order). */
export function groupByCity(shops: readonly Shop[]): [string, Shop[]][] {
  const groups = new Map<string, Shop[]>();
  for (const shop of shops) groups.set(shop.city, [...(groups.get(shop.city) ?? []), shop]);
  return [...groups];
}

/** A phone number as a tel: link target (digits and the leading plus). */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The twelve mall shops of docs/product/09-constants.md#locations-and-shops (GET /shops in the storefront's language), by city: each
 * by its name, with its mall and address.
 */
const ShopsPopup: PopupComponent = ({ onClose }) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { state: load, retry } = useLoad(
    async (signal) => (await storefrontApi().getShops({ signal })).shops,
    intl.locale,
    errorText(SHELL_ERRORS.SHOPS_UNAVAILABLE, 'shops'),
  );

  return (
    <PopupFrame title={t('shell.popups.shops.title')} onClose={onClose} variant="sheet" size="wide">
      <div className={styles.body} aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && <p aria-live="polite">{t('shell.popups.shops.loading')}</p>}
        {load.status === 'error' && (
          <SendFailure message={t('shell.popups.shops.error')} onRetry={retry} />
        )}
        {load.status === 'ready' && load.data.length === 0 && (
          <EmptyState title={t('shell.popups.shops.empty')} headingLevel={3} />
        )}
        {load.status === 'ready' &&
          groupByCity(load.data).map(([city, shops]) => (
            <section key={city} aria-label={city}>
              <h3 className={styles.city}>{city}</h3>
              <ul className={styles.list}>
                {shops.map((shop) => (
                  <li key={shop.id} className={styles.shop}>
                    <h4 className={styles.shopName}>{shop.name}</h4>
                    <p>{shop.mall}</p>
                    <p>{shop.address}</p>
                    <p>{t('shell.popups.shops.hours', { hours: shop.workHours })}</p>
                    <p>
                      <a className={styles.link} href={telHref(shop.phone)}>
                        {t('shell.popups.shops.phone', { phone: shop.phone })}
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </PopupFrame>
  );
};

export default ShopsPopup;
