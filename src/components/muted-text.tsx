import type { ComponentProps } from 'react';
import styles from './text.module.css';

/** Secondary text, as antd's `Typography.Text type="secondary"` draws it, without its code. */
export function MutedText(props: Omit<ComponentProps<'span'>, 'className'>) {
  return <span {...props} className={styles.muted} />;
}
