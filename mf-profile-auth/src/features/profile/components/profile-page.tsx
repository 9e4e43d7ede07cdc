import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { storefrontApi } from '@shop/api-client';
import { bus, useBusState } from '@shop/event-bus';
import { isPageBlocked } from '@shop/storefront';
import type { RouteState } from '@shop/types';
import { Button, FormAlert, Link, navigate } from '@shop/ui';
import { refreshCartCount } from '../../auth/complete-login';
import { failureText } from '../../auth/failure-text';
import {
  profileBonusesQuery,
  profileCertificatesQuery,
  profileInfoQuery,
  profileOrdersQuery,
  userAddressQuery,
} from '../api/profile-queries';
import { useSignedInQuery } from '../use-signed-in-query';
import { AddressSection } from './address-section';
import { BonusesSection } from './bonuses-section';
import { CertificatesSection } from './certificates-section';
import { OrdersSection } from './orders-section';
import { PersonalDataSection } from './personal-data-section';
import { ProfileDataView } from './profile-data-view';
import styles from './profile.module.css';

export const SECTIONS = [
  'personalData',
  'orders',
  'certificatesData',
  'bonusesData',
  'address',
] as const;
export type Section = (typeof SECTIONS)[number];

const sectionOf = (search: string): Section => {
  const value = new URLSearchParams(search).get('section');
  return SECTIONS.find((section) => section === value) ?? 'personalData';
};

/** One profile query and its section, with the loading, error and logged-out states. */
function Loaded<T>({
  query,
  children,
}: {
  query: Parameters<typeof useSignedInQuery<T, string[]>>[0];
  children: (data: T, replace: (data: T) => void) => ReactNode;
}) {
  const data = useSignedInQuery(query);
  return <ProfileDataView data={data}>{children}</ProfileDataView>;
}

function SectionContent({ section }: { section: Section }) {
  switch (section) {
    case 'orders':
      return <Loaded query={profileOrdersQuery()}>{(data) => <OrdersSection {...data} />}</Loaded>;
    case 'certificatesData':
      return (
        <Loaded query={profileCertificatesQuery()}>
          {(data) => <CertificatesSection {...data} />}
        </Loaded>
      );
    case 'bonusesData':
      return (
        <Loaded query={profileBonusesQuery()}>{(data) => <BonusesSection {...data} />}</Loaded>
      );
    case 'address':
      return <Loaded query={userAddressQuery()}>{(data) => <AddressSection {...data} />}</Loaded>;
    case 'personalData':
      return (
        <Loaded query={profileInfoQuery()}>
          {(info, replace) => <PersonalDataSection info={info} onSaved={replace} />}
        </Loaded>
      );
  }
}

/**
 * The profile (/profile?section=…): a menu of sections (the English storefront shows no
 * bonuses or certificates, docs/product/02-screens.md#page-blocking-per-storefront), the chosen section, and logout (GET /logout, then home).
 */
export function ProfilePage({ route }: { route: RouteState }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const section = sectionOf(route.search);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const sections = SECTIONS.filter(
    (name) => !isPageBlocked(storefront, '/profile', `?section=${name}`),
  );

  const logout = async () => {
    setLoggingOut(true);
    try {
      await storefrontApi().logout();
      bus.emit('user:changed', { isAuth: false });
      navigate('/');
      void refreshCartCount();
    } catch (error) {
      setLogoutError(failureText(error, intl));
      setLoggingOut(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('profile.title')}</h1>
      <div className={styles.layout}>
        <nav aria-label={t('profile.sections')}>
          <ul className={styles.menu}>
            {sections.map((name) => (
              <li key={name}>
                <Link
                  href={`/profile?section=${name}`}
                  className={styles.menuLink}
                  aria-current={name === section ? 'page' : undefined}
                >
                  {t(`profile.section.${name}`)}
                </Link>
              </li>
            ))}
            <li>
              <Button variant="link" onClick={() => void logout()} loading={loggingOut}>
                {t('profile.logout')}
              </Button>
            </li>
          </ul>
          {logoutError && <FormAlert tone="error">{logoutError}</FormAlert>}
        </nav>
        <section aria-labelledby="profile-section-title">
          <h2 id="profile-section-title">{t(`profile.section.${section}`)}</h2>
          <SectionContent key={section} section={section} />
        </section>
      </div>
    </div>
  );
}
