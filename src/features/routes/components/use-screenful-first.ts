import { startTransition, useEffect, useMemo, useState } from 'react';

/** No row of the list is lower than this, in px: antd's middle size pads a 22 px line by 12 px. */
const MIN_ROW_HEIGHT = 46;

const rowsOnScreen = () => Math.ceil(window.innerHeight / MIN_ROW_HEIGHT);

/**
 * The rows to draw now: when new rows come, a screenful of them first, then the rest in a
 * transition, which gives way to input and to the painting of the first ones. A page of 100 rows
 * reaches the screen about as soon as a page of 10.
 */
export function useScreenfulFirst<T>(rows: readonly T[]): readonly T[] {
  const [drawn, setDrawn] = useState({ rows, count: rows.length });
  let current = drawn;
  if (drawn.rows !== rows) {
    current = { rows, count: Math.min(rows.length, rowsOnScreen()) };
    setDrawn(current);
  }
  const { count } = current;
  useEffect(() => {
    if (count >= rows.length) return;
    // Not after a painted frame: a tab in the background paints none.
    startTransition(() =>
      setDrawn((last) => (last.rows === rows ? { rows, count: rows.length } : last)),
    );
  }, [rows, count]);
  return useMemo(() => (count < rows.length ? rows.slice(0, count) : rows), [rows, count]);
}
