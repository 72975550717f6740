import styles from './routes-table.module.css';

/** The table's frame, of its size while loading, drawn while the table's code loads. */
export function RoutesTablePlaceholder() {
  return (
    <div aria-hidden className={styles.placeholder}>
      <div className={styles.placeholderHeader} />
      <div className={styles.placeholderBody} />
    </div>
  );
}
