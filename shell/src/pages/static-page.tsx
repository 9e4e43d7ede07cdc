import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '@shop/types';
import { useStaticPageQuery } from './api/static-page-query';
import styles from './pages.module.css';

/** A static page of docs/product/02-screens.md#static-pages, its text from the content store in the page's locale. */
export function StaticPage({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const page = useStaticPageQuery(locale, slug);

  return (
    <article className={styles.page} aria-busy={page.status === 'pending'}>
      <h1 className={styles.title}>
        {page.status === 'success' ? page.data.title : <FormattedMessage id={`route.${slug}`} />}
      </h1>
      {page.status === 'pending' && <div className={styles.skeleton} aria-hidden="true" />}
      {page.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p>
            <FormattedMessage id="shell.static.error" />
          </p>
          <button type="button" className={styles.button} onClick={() => void page.refetch()}>
            <FormattedMessage id="shell.static.retry" />
          </button>
        </div>
      )}
      {page.status === 'success' &&
        page.data.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
    </article>
  );
}
