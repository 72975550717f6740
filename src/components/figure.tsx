import type { CSSProperties } from 'react';

/** Longer than any real amount («999 999 999 999,99 ₽» is 20): text from a broken answer. */
const LONGEST_FIGURE = 24;

const oneLine: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * An amount, number or percent that is never broken across lines, even in a table that would
 * rather squeeze its column: the column makes room for it. One of absurd length may still wrap,
 * rather than widen the page.
 */
export function Figure({ children }: { children: string }) {
  return <span style={children.length <= LONGEST_FIGURE ? oneLine : undefined}>{children}</span>;
}
