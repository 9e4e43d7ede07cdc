import { useIntl } from 'react-intl';
import { Link } from '@shop/ui';
import { pageWindow } from '../listing-query';
import styles from './pagination.module.css';

/** Page links that live in the URL (?page=N): each page opens directly, back and forward work. */
export function Pagination({
  page,
  total,
  hrefForPage,
}: {
  page: number;
  total: number;
  hrefForPage: (page: number) => string;
}) {
  const intl = useIntl();
  if (total <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link
              className={styles.link}
              href={hrefForPage(page - 1)}
              rel="prev"
              aria-label={intl.formatMessage({ id: 'catalog.pagination.previous' })}
            >
              ‹
            </Link>
          </li>
        )}
        {pageWindow(page, total).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={`${styles.link} ${item === page ? styles.current : ''}`}
                href={hrefForPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.pagination.page' }, { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < total && (
          <li>
            <Link
              className={styles.link}
              href={hrefForPage(page + 1)}
              rel="next"
              aria-label={intl.formatMessage({ id: 'catalog.pagination.next' })}
            >
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
