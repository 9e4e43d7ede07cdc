import styles from './page-layout.module.css';

/** The catalog pages' outer container. */
export const pageClass = styles.page;
