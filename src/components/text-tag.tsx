import type { CSSProperties } from 'react';
import styles from './text-tag.module.css';

interface TextTagProps {
  children: string;
  color?: 'default' | 'orange' | 'blue';
  /**
   * One line cut with «…» at the width of its container. Only where that width is fixed (a cell
   * of a fixed-layout table); elsewhere the tag wraps, since the container would grow instead.
   */
  ellipsis?: boolean;
  style?: CSSProperties;
}

/**
 * A tag holding text from the server, as antd's filled tag looks. antd's tag never wraps, so a
 * long label would push its cell or the whole page sideways; this one stays within its
 * container, and its title is the whole label. A plain element: a page of 100 routes draws
 * hundreds of them, and antd's component costs several hooks and a style registration each.
 */
export function TextTag({ children, color = 'default', ellipsis = false, style }: TextTagProps) {
  const shape = ellipsis ? styles.clipped : styles.wrapped;
  return (
    <span className={`${styles.tag} ${styles[color]} ${shape}`} title={children} style={style}>
      {children}
    </span>
  );
}
