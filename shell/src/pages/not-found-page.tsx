import { FormattedMessage } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { Link, RemoteComponent, RemoteUnavailable } from '@shop/ui';
import styles from './pages.module.css';

/** docs/product/02-screens.md#not-found-page: title, description, a button to /catalog and the bestsellers slider. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <section className={styles.notFound}>
        <h1 className={styles.title}>
          <FormattedMessage id="route.not-found" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="shell.notFound.description" />
        </p>
        <Link className={styles.button} href={hrefFor('catalog')}>
          <FormattedMessage id="shell.notFound.toCatalog" />
        </Link>
      </section>
      {/* Served with the page by the catalog (ADR 43): its photos come with the HTML. */}
      <RemoteComponent
        remote="catalog"
        expose="./BestsellersSlider"
        props={{}}
        fallback={<RemoteUnavailable compact />}
        served
      />
    </div>
  );
}

/** Any path outside the route table. */
export function UnknownPage() {
  return (
    <div className={styles.page}>
      <section className={styles.notFound}>
        <h1 className={styles.title}>
          <FormattedMessage id="shell.unknown.title" />
        </h1>
        <Link className={styles.button} href={hrefFor('catalog')}>
          <FormattedMessage id="shell.notFound.toCatalog" />
        </Link>
      </section>
    </div>
  );
}
