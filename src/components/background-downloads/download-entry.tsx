import { Button } from 'antd';
import { POLL_OFFLINE_TEXT } from '../../lib/constants';
import { dismissDownload, finishDownload, type DownloadItem } from './download-store';
import { DOWNLOAD_TEXTS } from './settle-download';
import styles from '../work-entry.module.css';

/** A download in the header's background work: «Файл готовится…» or how it ended. */
export function DownloadEntry({ item }: { item: DownloadItem }) {
  const texts = DOWNLOAD_TEXTS[item.kind];
  const running = item.state === 'running';
  const status = running
    ? item.failing
      ? POLL_OFFLINE_TEXT
      : 'Файл готовится…'
    : `${item.state === 'saved' ? texts.saved : texts.failed}: ${item.detail ?? ''}`;
  return (
    <li className={styles.entry} aria-label={item.label}>
      <strong>{item.label}</strong>
      <span className={item.state === 'failed' ? styles.failed : undefined}>{status}</span>
      {running ? (
        // A job that never ends must not keep its export button busy for good.
        <Button size="small" onClick={() => finishDownload(item.key)}>
          Не ждать
        </Button>
      ) : (
        <Button size="small" type="link" onClick={() => dismissDownload(item.key)}>
          Убрать
        </Button>
      )}
    </li>
  );
}
