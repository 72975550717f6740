import { useEffect, useEffectEvent } from 'react';
import { failureText } from '../../api/failure-reason';
import { NotAFileError, type DownloadedFile } from '../../api/download';
import { fileNameFromContentDisposition, saveBlob } from '../../lib/download';
import type { JobOutcome } from '../../lib/job-status';
import { useFeedback } from '../feedback';
import {
  downloadKey,
  markFailing,
  settleDownload,
  type BackgroundDownload,
} from './download-store';

export const DOWNLOAD_TEXTS = {
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
  error instanceof NotAFileError ? error.message : failureText('Не удалось получить файл.', error);

// The screen of the job may show the server's own words about its status: these are other ones.
const STATUS_UNREADABLE = 'Не удалось узнать, чем закончилась задача.';

// Downloads being finished. A second run of the effect (React's strict mode, a remount) must not
// fetch and save the same file twice.
const settling = new Set<string>();

interface SettleDownloadProps {
  download: BackgroundDownload;
  outcome: JobOutcome;
  /** Polls have failed several times in a row; polling goes on. */
  failing: boolean;
  /** How a failed job failed: with a failure status, or its status could not be read for good. */
  failure: 'job' | 'status';
  fetchFile: () => Promise<DownloadedFile>;
}

/**
 * Tells the list of background work how a download stands, and when its job ends saves the file
 * (or says why not) with a toast of the outcome, bottom right: nothing covers the header.
 */
export function SettleDownload({
  download,
  outcome,
  failing,
  failure,
  fetchFile,
}: SettleDownloadProps) {
  const { toast } = useFeedback();
  const key = downloadKey(download);
  const texts = DOWNLOAD_TEXTS[download.kind];

  useEffect(() => markFailing(key, failing && outcome === 'pending'), [key, failing, outcome]);

  const fail = (description: string) => {
    toast('error', { title: texts.failed, description });
    settleDownload(key, 'failed', description);
  };
  const save = async () => {
    try {
      const file = await fetchFile();
      const name = fileNameFromContentDisposition(file.contentDisposition, file.extension);
      saveBlob(file.blob, name);
      toast('success', { title: texts.saved, description: name });
      settleDownload(key, 'saved', name);
    } catch (reason: unknown) {
      fail(fileFailureText(reason));
    }
  };
  const settle = useEffectEvent(async () => {
    settling.add(key);
    if (outcome === 'failure') fail(failure === 'job' ? texts.jobFailed : STATUS_UNREADABLE);
    else await save();
    settling.delete(key);
  });
  useEffect(() => {
    if (outcome !== 'pending' && !settling.has(key)) void settle();
  }, [outcome, key]);

  return null;
}
