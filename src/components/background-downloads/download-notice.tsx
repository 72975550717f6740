import { Button, Spin } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { NotAFileError, type DownloadedFile } from '../../api/download';
import { POLL_OFFLINE_TEXT } from '../../lib/constants';
import type { JobOutcome } from '../../lib/job-status';
import { useFeedback } from '../feedback';
import { useSaveFile } from '../use-save-file';
import { downloadKey, finishDownload, type BackgroundDownload } from './download-store';

const TEXTS = {
  'route-export': {
    saved: 'Файл выгружен',
    failed: 'Выгрузка не удалась',
    jobFailed: 'Задача выгрузки завершилась с ошибкой. Попробуйте ещё раз.',
  },
  'notifications-import': {
    saved: 'Файл импорта сохранён',
    failed: 'Файл импорта не получен',
    jobFailed: 'Задача импорта не выполнена.',
  },
} as const;

/** Why the file could not be fetched or saved. */
const fileFailureText = (error: unknown): string =>
  error instanceof NotAFileError
    ? error.message
    : errorMessage(error, 'Не удалось получить файл. Проверьте соединение и повторите попытку.');

// The screen of the job may show the server's own words about its status: these are other ones.
const STATUS_UNREADABLE = 'Не удалось узнать, чем закончилась задача.';

// Downloads being finished. A second run of the effect (React's strict mode, a remount) must not
// fetch and save the same file twice.
const settling = new Set<string>();

interface DownloadNoticeProps {
  download: BackgroundDownload;
  outcome: JobOutcome;
  /** Polls have failed several times in a row; polling goes on. */
  failing: boolean;
  /** How a failed job failed: with a failure status, or its status could not be read for good. */
  failure: 'job' | 'status';
  fetchFile: () => Promise<DownloadedFile>;
}

/**
 * A notification, top right on every screen, that a file is being prepared; it turns into the
 * outcome when the job ends, and the file is saved then.
 */
export function DownloadNotice({
  download,
  outcome,
  failing,
  failure,
  fetchFile,
}: DownloadNoticeProps) {
  const { notify, dismiss } = useFeedback();
  const saveFile = useSaveFile();
  const key = downloadKey(download);
  const texts = TEXTS[download.kind];

  const showRunning = useEffectEvent(() =>
    notify('info', {
      key,
      title: download.label,
      description: failing ? POLL_OFFLINE_TEXT : 'Файл готовится…',
      duration: false,
      icon: <Spin size="small" />,
      // A job that never ends must not keep its export button busy for good.
      actions: (
        <Button
          size="small"
          onClick={() => {
            finishDownload(key);
            dismiss(key);
          }}
        >
          Не ждать
        </Button>
      ),
    }),
  );
  useEffect(() => {
    if (outcome === 'pending') showRunning();
  }, [outcome, failing]);

  const fail = (description: string) => notify('error', { key, title: texts.failed, description });
  const save = async () => {
    try {
      saveFile(await fetchFile(), texts.saved, key);
    } catch (reason: unknown) {
      fail(fileFailureText(reason));
    }
  };
  const settle = useEffectEvent(async () => {
    settling.add(key);
    if (outcome === 'failure') fail(failure === 'job' ? texts.jobFailed : STATUS_UNREADABLE);
    else await save();
    settling.delete(key);
    finishDownload(key);
  });
  useEffect(() => {
    if (outcome !== 'pending' && !settling.has(key)) void settle();
  }, [outcome, key]);

  return null;
}
