import { Button } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import styles from './filters-fold.module.css';

/**
 * The filter panel, folded on a phone behind one «Фильтры» button with the number of filters
 * set: ten fields are more than a phone's screen, and the routes come under them. Wider screens
 * show the panel as it is, without the button. The fields stay where they are when folded, under
 * their names.
 */
export function FiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        Фильтры
        {/* Read beside «Сбросить фильтры» already; the button's name stays «Фильтры». */}
        {active > 0 && (
          <span aria-hidden className={styles.count}>
            {active}
          </span>
        )}
      </Button>
      <div id={id} className={styles.panel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
