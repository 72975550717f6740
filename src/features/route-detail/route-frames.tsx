import { PAGE_SIZE } from '../../lib/constants';
import type { NmcHistoryResult } from './api';
import styles from './route-frames.module.css';

// Frames of the route page's parts, each of the part's size, drawn while its code or data loads:
// nothing below them moves when the part comes.

/** The title's line while the route loads: the heading itself comes with the route's cities. */
export function TitleFrame() {
  return <div aria-hidden className={styles.title} />;
}

/** The history table while its code loads: the header row, the rows of the page, the pager. */
export function HistoryFrame({ history }: { history: NmcHistoryResult }) {
  // A page without rows says «Нет данных» in about the height of one.
  const rows = history.data ? Math.max(history.data.results.length, 1) : PAGE_SIZE;
  const paged = (history.data?.total ?? 0) > PAGE_SIZE;
  return (
    <div aria-hidden>
      <div className={styles.table} style={{ height: (rows + 1) * ROW_HEIGHT }} />
      {paged && <div className={styles.pager} />}
    </div>
  );
}

/** A line of a table's text. */
const LINE_HEIGHT = 22;
/** A row of antd's middle-sized table: 12 px padding around a line, and a 1 px border. */
const ROW_HEIGHT = 12 + LINE_HEIGHT + 12 + 1;

/**
 * The history's body while its first page is on its way, in the table's one cell without rows:
 * as high as a page of rows, less the cell's own padding and border.
 */
export function PendingHistoryBody() {
  return <div style={{ height: PAGE_SIZE * ROW_HEIGHT - (ROW_HEIGHT - LINE_HEIGHT) }} />;
}

/** The charts' filters and first chart, until they come near the viewport and load. */
export function ChartsFrame() {
  return (
    <div aria-hidden className={styles.charts}>
      <div className={styles.chartFilters} />
      <div className={styles.chartCard} />
    </div>
  );
}
