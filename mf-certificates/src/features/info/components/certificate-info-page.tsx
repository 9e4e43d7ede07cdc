import { useIntl } from 'react-intl';
import { useQuery } from '@shop/data';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { isPageBlocked } from '@shop/storefront';
import { Link } from '@shop/ui';
import { isLoading, LoadState } from '../../../components/load-state';
import { certificateImagesQuery } from '../../purchase/api/designs-queries';
import styles from '../../purchase/components/certificate-page.module.css';

/** `/certificate-info`: how certificates work, their pictures and the ways on. */
export function CertificateInfoPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const images = useQuery(certificateImagesQuery(storefront));
  const links = [
    { href: hrefFor('certificate'), id: 'certificates.info.buy' },
    { href: hrefFor('get-certificate'), id: 'certificates.info.activate' },
  ].filter((link) => !isPageBlocked(storefront, link.href));
  return (
    <section className={styles.page} aria-busy={isLoading(images)}>
      <h1 className={styles.title}>{t('route.certificate-info')}</h1>
      <p className={styles.intro}>{t('certificates.info.intro')}</p>
      <div className={styles.actions}>
        {links.map((link) => (
          <Link key={link.href} href={link.href}>
            {t(link.id)}
          </Link>
        ))}
      </div>
      <h2>{t('certificates.info.examples')}</h2>
      <LoadState query={images} />
      {images.isSuccess && (
        <ul className={styles.gallery}>
          {images.data.map((image) => (
            <li key={image.id}>
              <figure>
                <img src={image.image} alt="" width={300} height={190} loading="lazy" />
                <figcaption>{image.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
