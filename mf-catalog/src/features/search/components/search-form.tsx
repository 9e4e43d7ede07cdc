import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { navigate } from '@shop/ui';
import styles from './search-form.module.css';

/** Submits to /search/{query}. */
export function SearchForm({ initial = '' }: { initial?: string }) {
  const intl = useIntl();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query) navigate(hrefFor('search-results', { id: query }));
  };
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} key={initial}>
      <label className={styles.label} htmlFor={id}>
        {intl.formatMessage({ id: 'catalog.search.label' })}
        <input
          id={id}
          className={styles.input}
          name="q"
          type="search"
          defaultValue={initial}
          placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
          required
        />
      </label>
      <button type="submit" className={styles.submit}>
        {intl.formatMessage({ id: 'catalog.search.submit' })}
      </button>
    </form>
  );
}
