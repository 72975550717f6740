import { Button } from 'antd';
import { Activity, useId, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import styles from './filters-fold.module.css';

/** The width at which the panel folds: the media query of filters-fold.module.css. */
const FOLDED = '(max-width: 640px)';

/**
 * The filter panel, folded on a phone behind one «Фильтры» button with the number of filters
 * set: ten fields are more than a phone's screen, and the routes come under them. Wider screens
 * show the panel as it is, without the button. The fields stay where they are when folded, under
 * their names.
 *
 * Folded, the fields are drawn when the page has nothing else to do, in slices that give way to
 * input: on a phone, drawing ten of antd's fields at once kept the main thread busy for 0.2 s
 * right when the list came. Opened, they are there at once.
 */
export function FiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const folded = useMediaQuery(FOLDED) && !open;
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
        <Activity mode={folded ? 'hidden' : 'visible'}>{children}</Activity>
      </div>
    </>
  );
}
