import type { ReactNode } from 'react';
import { CHOICE_LABELS, rangeRow, WAYPOINT_FIELDS } from './filter-fields';
import styles from './route-filters.module.css';

const Box = () => <div className={styles.placeholderBox} />;

function FieldFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      {children}
    </div>
  );
}

/**
 * The filter panel's frame, of its size, drawn while the panel's code loads: the same fields in
 * the same rows, so nothing below moves when the panel comes.
 */
export function RouteFiltersPlaceholder({ market = false }: { market?: boolean }) {
  const ranges = rangeRow(market);
  return (
    <div aria-hidden className={styles.panel}>
      <div className={styles.row3}>
        {WAYPOINT_FIELDS.map(({ key, label }) => (
          <FieldFrame key={key} label={label}>
            <Box />
          </FieldFrame>
        ))}
      </div>
      <div className={styles.row3}>
        {Object.values(CHOICE_LABELS).map((label) => (
          <FieldFrame key={label} label={label}>
            <Box />
          </FieldFrame>
        ))}
      </div>
      <div className={ranges.className}>
        {ranges.fields.map(({ key, label }) => (
          <FieldFrame key={key} label={label}>
            <div className={styles.range}>
              <Box />
              <span className={styles.dash}>–</span>
              <Box />
            </div>
          </FieldFrame>
        ))}
      </div>
    </div>
  );
}
