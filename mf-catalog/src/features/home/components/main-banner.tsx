import { Link, Picture } from '@shop/ui';
import type { Banner } from '@shop/types';
import styles from './home-page.module.css';

/** Intrinsic size of the main banner's desktop image (2:1); reserved so nothing shifts. */
export const MAIN_BANNER_SIZE = { width: 1440, height: 720 } as const;

/** The largest image above the fold: eager, high priority, explicit dimensions. */
export function MainBanner({ banner }: { banner: Banner }) {
  return (
    <Link href={banner.url} className={styles.hero} data-testid="main-banner">
      <Picture
        image={banner.image}
        alt={banner.title}
        priority
        imgClassName={styles.heroImage}
        {...MAIN_BANNER_SIZE}
      />
      <span className={styles.heroText}>
        <span className={styles.heroTitle} style={{ display: 'block' }}>
          {banner.title}
        </span>
        {banner.subtitle && <span className={styles.heroSubtitle}>{banner.subtitle}</span>}
      </span>
    </Link>
  );
}
