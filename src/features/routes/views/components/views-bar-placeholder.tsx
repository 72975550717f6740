import styles from './views.module.css';

/** The views bar's room, kept while its code loads, so the filters below do not move. */
export function ViewsBarPlaceholder() {
  return <div aria-hidden className={styles.bar} />;
}
