import { Popover } from 'antd';
import type { ReactElement } from 'react';
import { DownloadEntry } from '../../components/background-downloads/download-entry';
import type { DownloadItem } from '../../components/background-downloads/download-store';
import { ImportOutcomeEntry } from '../../features/calculator/components/import-outcome-entry';
import type { ImportOutcome } from '../../features/calculator/import-results';
import { RunEntry } from '../../features/routes/bulk/components/run-entry';
import type { BulkRun } from '../../features/routes/bulk/run-store';
import styles from './background-work.module.css';

interface BackgroundWorkListProps {
  id: string;
  runs: readonly BulkRun[];
  downloads: readonly DownloadItem[];
  imports: readonly ImportOutcome[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

/** The list of background work, opened from the header's button (`children`). */
export function BackgroundWorkList(props: BackgroundWorkListProps) {
  const { id, runs, downloads, imports, open, onOpenChange, children } = props;
  const list = (
    <div role="dialog" aria-label="Фоновые задачи" id={id} className={styles.list}>
      <ul>
        {runs.map((run) => (
          <RunEntry key={run.id} run={run} onOpen={() => onOpenChange(false)} />
        ))}
        {imports.map((outcome) => (
          <ImportOutcomeEntry
            key={outcome.jobId}
            outcome={outcome}
            onOpen={() => onOpenChange(false)}
          />
        ))}
        {downloads.map((item) => (
          <DownloadEntry key={item.key} item={item} />
        ))}
      </ul>
    </div>
  );
  return (
    <Popover
      content={list}
      title="Фоновые задачи"
      trigger="click"
      // Centred under its button and shifted to stay on screen, down to a phone's width.
      placement="bottom"
      open={open}
      onOpenChange={onOpenChange}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      {children}
    </Popover>
  );
}
