import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '@shop/types';
import { storefrontApi } from '@shop/api-client';
import { useLoad } from '../state/use-load';

import styles from './pages.module.css';
import { errorText } from '@shop/error-codes';
import { SHELL_ERRORS } from '../error-codes';

/** A static page of docs/product/02-screens.md#static-pages, its text from the content store in the page's locale. */
export function StaticPage({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { state: load, retry } = useLoad(
    (signal) => storefrontApi().getContentPage(slug, locale, { signal }),
    `${locale}:${slug}`,
    errorText(SHELL_ERRORS.STATIC_PAGE_UNAVAILABLE, 'static page'),
  );

  return (
    <article className={styles.page} aria-busy={load.status === 'loading'}>
      <h1 className={styles.title}>
        {load.status === 'ready' ? load.data.title : <FormattedMessage id={`route.${slug}`} />}
      </h1>
      {load.status === 'loading' && <div className={styles.skeleton} aria-hidden="true" />}
      {load.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p>
            <FormattedMessage id="shell.static.error" />
          </p>
          <button type="button" className={styles.button} onClick={retry}>
            <FormattedMessage id="shell.static.retry" />
          </button>
        </div>
      )}
      {load.status === 'ready' &&
        load.data.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
    </article>
  );
}
