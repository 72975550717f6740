import type { PointerEvent } from 'react';
import styles from './text.module.css';

/** Shows the whole text as the native tooltip, but only when the line is cut short. */
function titleIfClipped(event: PointerEvent<HTMLSpanElement>) {
  const span = event.currentTarget;
  const clipped = span.scrollWidth > span.clientWidth;
  if (clipped) span.title = span.textContent;
  else span.removeAttribute('title');
}

/**
 * One line of text, cut with an ellipsis where its cell ends. A light stand-in for antd's
 * `Typography.Text ellipsis`, which measures and wraps every cell of a table in a tooltip: the
 * full text stays in the page for screen readers and appears under the pointer when cut.
 */
export function ClippedText({ children }: { children: string }) {
  return (
    <span className={styles.clipped} onPointerEnter={titleIfClipped}>
      {children}
    </span>
  );
}
