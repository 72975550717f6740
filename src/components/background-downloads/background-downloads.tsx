import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { DownloadedFile } from '../../api/download';
import { fetchExportResult, jobQuery } from '../../api/jobs';
import { fetchImportFile, importStatusQuery } from '../../api/notifications-import';
import type { ImportJobStatus, Job } from '../../api/schema';
import { isAbort } from '../../api/session';
import { isPollFailing, jobOutcome } from '../../lib/job-status';
import { downloadKey, useBackgroundDownloads, type BackgroundDownload } from './download-store';
import { SettleDownload } from './settle-download';

/** What a watch reads of a polled job: its status. */
type PolledStatus = Pick<Job, 'status'> | Pick<ImportJobStatus, 'status'>;

interface WatchProps<T extends PolledStatus, E, K extends QueryKey> {
  download: BackgroundDownload;
  query: UseQueryOptions<T, E, T, K>;
  fetchFile: () => Promise<DownloadedFile>;
}

/**
 * Polls one job and settles its download when it ends. A poll stopped by the end of the session
 * is no failure: the download goes away with the signed-in screens.
 */
function Watch<T extends PolledStatus, E, K extends QueryKey>({
  download,
  query,
  fetchFile,
}: WatchProps<T, E, K>) {
  const poll = useQuery(query);
  const failed = poll.isError && !isAbort(poll.error);
  return (
    <SettleDownload
      download={download}
      outcome={failed ? 'failure' : jobOutcome(poll.data?.status)}
      failing={isPollFailing(poll.failureCount)}
      failure={failed ? 'status' : 'job'}
      fetchFile={fetchFile}
    />
  );
}

const watchOf = (download: BackgroundDownload) =>
  download.kind === 'route-export' ? (
    <Watch
      key={downloadKey(download)}
      download={download}
      query={jobQuery(download.jobId)}
      fetchFile={() => fetchExportResult(download.jobId)}
    />
  ) : (
    <Watch
      key={downloadKey(download)}
      download={download}
      query={importStatusQuery(download.taskId)}
      fetchFile={() => fetchImportFile(download.taskId)}
    />
  );

/**
 * Watches every file being prepared in this tab, whatever screen is open, and saves each when
 * its job is done. Mounted once in the signed-in shell; with nothing running it does nothing.
 */
export const BackgroundDownloads = () => useBackgroundDownloads().map(watchOf);
