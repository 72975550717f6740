import type { ReactNode } from 'react';
import styles from './login-page.module.css';

interface LoginFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** A labelled input with its validation message, announced to screen readers. */
export function LoginField({ id, label, error, children }: LoginFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
