import { useIntl } from 'react-intl';
import type { Shop } from '@shop/types';
import { EmptyState, PopupFrame } from '@shop/ui';
import { SendFailure } from '../send-failure';
import type { PopupComponent } from '../shell-popups';
import styles from '../popups.module.css';
import { useShopsQuery } from './api/shops-query';

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
  const shops = useShopsQuery(intl.locale);

  return (
    <PopupFrame title={t('shell.popups.shops.title')} onClose={onClose} variant="sheet" size="wide">
      <div className={styles.body} aria-busy={shops.status === 'pending'}>
        {shops.status === 'pending' && <p aria-live="polite">{t('shell.popups.shops.loading')}</p>}
        {shops.status === 'error' && (
          <SendFailure
            message={t('shell.popups.shops.error')}
            onRetry={() => void shops.refetch()}
          />
        )}
        {shops.status === 'success' && shops.data.length === 0 && (
          <EmptyState title={t('shell.popups.shops.empty')} headingLevel={3} />
        )}
        {shops.status === 'success' &&
          groupByCity(shops.data).map(([city, cityShops]) => (
            <section key={city} aria-label={city}>
              <h3 className={styles.city}>{city}</h3>
              <ul className={styles.list}>
                {cityShops.map((shop) => (
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
