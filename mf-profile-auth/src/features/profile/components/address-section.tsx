import { useIntl } from 'react-intl';
import type { UserAddressResponse } from '@shop/types';
import { EmptyState } from '@shop/ui';
import styles from './profile.module.css';

const DETAILS = [
  ['apartment', 'profile.address.apartment'],
  ['frontDoor', 'profile.address.frontDoor'],
  ['floor', 'profile.address.floor'],
  ['houseCode', 'profile.address.houseCode'],
] as const;

/** The delivery address (GET /profile/user_address) the checkout fills its form from. */
export function AddressSection({ address }: UserAddressResponse) {
  const intl = useIntl();
  if (!address)
    return (
      <EmptyState title={intl.formatMessage({ id: 'profile.address.empty' })} headingLevel={3} />
    );
  return (
    <div className={styles.card}>
      <p>{address.address}</p>
      <dl className={styles.facts}>
        {DETAILS.filter(([key]) => address[key]).map(([key, label]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>{address[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
