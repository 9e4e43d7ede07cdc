import styles from './page-layout.module.css';

/** The catalog pages' outer container and a visually hidden text class. */
export const pageClass = styles.page;
export const visuallyHiddenClass = styles.visuallyHidden;
