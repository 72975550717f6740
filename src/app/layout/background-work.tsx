import { SyncOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useDownloadItems } from '../../components/background-downloads/download-store';
import { useImportOutcomes } from '../../features/calculator/import-results';
import { useBulkRuns } from '../../features/routes/bulk/run-store';
import { useKeptRuns } from '../../features/routes/bulk/use-kept-runs';
import styles from './background-work.module.css';

// The list and its bars load on the first click: every screen's first load carries only the button.
const BackgroundWorkList = lazy(async () => ({
  default: (await import('./background-work-list')).BackgroundWorkList,
}));

/**
 * The header's one place for work that outlives a screen: exports, the notifications import
 * file, bulk changes of НМЦ and what confirmed imports wrote, each with its progress and, once done, its result. A compact
 * icon with the number of running items; the list opens on a click. Nothing is shown while
 * there is nothing to show.
 */
export function BackgroundWork() {
  const downloads = useDownloadItems();
  useKeptRuns();
  const runs = useBulkRuns();
  const imports = useImportOutcomes();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const listId = useId();
  // The first click loads the list, whose popover then wraps the button: React mounts the button
  // anew, and a keyboard user would find the focus gone. The new button takes it back.
  const focusNext = useRef(false);
  const buttonNode = useRef<HTMLButtonElement | null>(null);
  const buttonRef = useCallback((node: HTMLButtonElement | null) => {
    buttonNode.current = node;
    if (node && focusNext.current) node.focus();
  }, []);
  // Closed from inside (Escape, a click on an entry), the list hands the focus back to its button.
  const changeOpen = (next: boolean) => {
    if (!next && document.getElementById(listId)?.contains(document.activeElement))
      buttonNode.current?.focus();
    setOpen(next);
  };
  const running =
    downloads.filter((item) => item.state === 'running').length +
    runs.filter((run) => run.state !== 'finished').length;
  const failed = downloads.some((item) => item.state === 'failed');
  if (downloads.length + runs.length + imports.length === 0) return null;

  const button = (
    <span className={styles.anchor}>
      <Button
        ref={buttonRef}
        type="text"
        className={styles.button}
        icon={<SyncOutlined spin={running > 0} aria-hidden />}
        aria-label={running > 0 ? `Фоновые задачи: выполняется ${running}` : 'Фоновые задачи'}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={
          asked
            ? undefined
            : (event) => {
                focusNext.current = document.activeElement === event.currentTarget;
                setAsked(true);
                setOpen(true);
              }
        }
      />
      {/* For the eye: the button's name says the count. */}
      <Badge
        count={running}
        dot={running === 0 && failed}
        size="small"
        className={styles.badge}
        aria-hidden
      />
    </span>
  );
  return (
    // The list opens inside this box, right after its button: the keyboard reaches it next.
    <span className={styles.host}>
      {asked ? (
        <Suspense fallback={button}>
          <BackgroundWorkList
            id={listId}
            runs={runs}
            downloads={downloads}
            imports={imports}
            open={open}
            onOpenChange={changeOpen}
          >
            {button}
          </BackgroundWorkList>
        </Suspense>
      ) : (
        button
      )}
    </span>
  );
}
