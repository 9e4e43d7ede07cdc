import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useBusState } from '@shop/event-bus';
import { hrefFor } from '@shop/routes';
import { isPageBlocked, splitMainPageBanners } from '@shop/storefront';
import { Link, Picture, Skeleton, VisuallyHidden } from '@shop/ui';
import { ErrorState } from '../../../components/page-states';
import { pageClass } from '../../../components/page-layout';
import { useQuery } from '@shop/data';
import {
  BestsellersSlider,
  ProductSlider,
  SliderSkeleton,
} from '../../bestsellers/components/bestsellers-slider';
import { mainPageQuery, newProductsQuery } from '../api/home-queries';
import { BannerRow } from './banner-row';
import { MainBanner } from './main-banner';
import styles from './home-page.module.css';

function NewProducts() {
  const intl = useIntl();
  const headingId = useId();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const products = useQuery(newProductsQuery(storefront));
  const title = intl.formatMessage({ id: 'catalog.home.newProducts' });
  return (
    <section aria-labelledby={headingId} data-testid="home-new-products">
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link href={hrefFor('catalog-listing', { rest: 'new' })}>
          {intl.formatMessage({ id: 'catalog.home.allNew' })}
        </Link>
      </div>
      {products.status === 'pending' && <SliderSkeleton />}
      {products.status === 'error' && (
        <ErrorState compact onRetry={() => void products.refetch()} />
      )}
      {products.status === 'success' && (
        <ProductSlider title={title} products={products.data} list="home-new" />
      )}
    </section>
  );
}

/** Home: main banner, banner rows (3 / 3 / rest), certificate story, new products, bestsellers. */
export function HomePage() {
  const intl = useIntl();
  const storefront = useBusState('storefront')?.storefront ?? 'ru';
  const mainPage = useQuery(mainPageQuery(storefront));
  const [first, second, rest] =
    mainPage.status === 'success' ? splitMainPageBanners(mainPage.data.banners) : [[], [], []];
  const bannersLabel = intl.formatMessage({ id: 'catalog.home.banners' });
  return (
    <div className={`${pageClass} ${styles.home}`} data-testid="home-page">
      <VisuallyHidden as="h1">{intl.formatMessage({ id: 'route.home' })}</VisuallyHidden>
      {mainPage.status === 'pending' && (
        // Holds the place of the hero and the first banner row, so nothing below moves when they arrive.
        <>
          <Skeleton className={styles.heroSkeleton} height="auto" />
          <ul className={styles.row} aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton className={styles.bannerSkeleton} height="auto" />
                <Skeleton className={styles.bannerTitleSkeleton} width="60%" height={22} />
              </li>
            ))}
          </ul>
        </>
      )}
      {mainPage.status === 'error' && <ErrorState onRetry={() => void mainPage.refetch()} />}
      {mainPage.status === 'success' && (
        <>
          <MainBanner banner={mainPage.data.mainBanner} />
          <BannerRow banners={first} variant="first" label={bannersLabel} />
        </>
      )}
      <NewProducts />
      {mainPage.status === 'success' && (
        <>
          <BannerRow banners={second} variant="second" label={bannersLabel} />
          {/* The story links to a page some storefronts block (.com): shown only where it opens. */}
          {!isPageBlocked(storefront, hrefFor('certificate')) && (
            <Link
              href={hrefFor('certificate')}
              className={styles.certificate}
              data-testid="certificate-story"
            >
              <Picture
                image={mainPage.data.certificateStoryImage}
                alt=""
                width={720}
                height={480}
              />
              <span>
                <span className={styles.sectionTitle} style={{ display: 'block' }}>
                  {intl.formatMessage({ id: 'catalog.home.certificate' })}
                </span>
                <span className={styles.certificateCta}>
                  {intl.formatMessage({ id: 'catalog.home.certificateCta' })}
                </span>
              </span>
            </Link>
          )}
          <BannerRow banners={rest} variant="rest" label={bannersLabel} />
        </>
      )}
      <BestsellersSlider />
    </div>
  );
}
