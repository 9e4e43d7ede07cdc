import { Link, Picture } from '@shop/ui';
import type { Banner } from '@shop/types';
import styles from './home-page.module.css';

const BANNER_SIZE = { width: 480, height: 600 } as const;

/** One row of banners; rows are the first 3, the next 3 and the rest (docs/product/09-constants.md#main-page-banners). */
export function BannerRow({
  banners,
  variant,
  label,
}: {
  banners: readonly Banner[];
  variant: 'first' | 'second' | 'rest';
  label: string;
}) {
  if (banners.length === 0) return null;
  const rowClass =
    variant === 'first'
      ? styles.row
      : variant === 'second'
        ? `${styles.row} ${styles.rowSecond}`
        : `${styles.row} ${styles.rowRest}`;
  return (
    <ul className={rowClass} aria-label={label} data-testid={`banner-row-${variant}`}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <Link href={banner.url} className={styles.banner}>
            <Picture image={banner.image} alt="" {...BANNER_SIZE} />
            <span className={styles.bannerTitle} style={{ display: 'block' }}>
              {banner.title}
            </span>
            {banner.subtitle && <span className={styles.bannerSubtitle}>{banner.subtitle}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
