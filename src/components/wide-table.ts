import { createElement, type CSSProperties, type ReactNode } from 'react';
import styles from './wide-table.module.css';

declare module 'react' {
  interface CSSProperties {
    '--wide-table-min-width'?: string;
    '--wide-table-narrow-min-width'?: string;
  }
}

/**
 * `className` and `style` for an antd Table that keeps at least `minWidth` px: on a narrower
 * screen the table scrolls sideways in its own box, the page and the pager stay in view. Plain
 * CSS rather than antd's `scroll.x`, which measures every column after each render.
 * `narrowMinWidth` is the least width below antd's `lg` (992 px), for a table that hides some
 * columns there (`responsive: ['lg']`).
 */
export const wideTable = (
  minWidth: number,
  narrowMinWidth = minWidth,
): { className: string | undefined; style: CSSProperties } => ({
  className: styles.wide,
  style: {
    '--wide-table-min-width': `${minWidth}px`,
    '--wide-table-narrow-min-width': `${narrowMinWidth}px`,
  },
});

/** The message of a `wideTable` without rows (its `locale.emptyText`), kept in the part in view. */
export const inView = (message: ReactNode): ReactNode =>
  createElement('div', { className: styles.inView }, message);
