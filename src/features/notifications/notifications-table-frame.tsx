import styles from './notifications-table-frame.module.css';

/** The table's frame, of its size with a page of rows, drawn while the table's code loads. */
export function NotificationsTableFrame() {
  return (
    <div aria-hidden>
      <div className={styles.table} />
      <div className={styles.pager} />
    </div>
  );
}
