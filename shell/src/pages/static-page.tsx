import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale, ContentPageResponse } from '@shop/types';
import { isCancelled, storefrontApi } from '@shop/api-client';

import styles from './pages.module.css';

type Load =
  { state: 'loading' } | { state: 'ready'; page: ContentPageResponse } | { state: 'error' };

/** A static page of spec §2.1, its text from the content store in the page's locale. */
export function StaticPage({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    storefrontApi()
      .getContentPage(slug, locale, { signal: controller.signal })
      .then(
        (page) => setLoad({ state: 'ready', page }),
        (error: unknown) => {
          if (controller.signal.aborted || isCancelled(error)) return;
          console.error('[shell] SHELL-007 static page failed', error);
          setLoad({ state: 'error' });
        },
      );
    return () => controller.abort();
  }, [slug, locale, attempt]);

  return (
    <article className={styles.page} aria-busy={load.state === 'loading'}>
      <h1 className={styles.title}>
        {load.state === 'ready' ? load.page.title : <FormattedMessage id={`route.${slug}`} />}
      </h1>
      {load.state === 'loading' && <div className={styles.skeleton} aria-hidden="true" />}
      {load.state === 'error' && (
        <div role="alert" className={styles.error}>
          <p>
            <FormattedMessage id="shell.static.error" />
          </p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            <FormattedMessage id="shell.static.retry" />
          </button>
        </div>
      )}
      {load.state === 'ready' &&
        load.page.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
    </article>
  );
}
