import { useQuery } from '@tanstack/react-query';
import { fetchExportResult, jobQuery } from '../../api/jobs';
import { fetchImportFile, importStatusQuery } from '../../api/notifications-import';
import { isPollFailing, jobOutcome } from '../../lib/job-status';
import { DownloadNotice } from './download-notice';
import { downloadKey, useBackgroundDownloads, type BackgroundDownload } from './download-store';

type Of<K extends BackgroundDownload['kind']> = Extract<BackgroundDownload, { kind: K }>;

interface PolledStatus {
  isError: boolean;
  failureCount: number;
  data?: { status: string };
}

/** What the notice needs to know of a polled job status. */
const watched = (poll: PolledStatus) => ({
  outcome: poll.isError ? ('failure' as const) : jobOutcome(poll.data?.status),
  failing: isPollFailing(poll.failureCount),
  failure: poll.isError ? ('status' as const) : ('job' as const),
});

function RouteExportWatch({ download }: { download: Of<'route-export'> }) {
  const job = useQuery(jobQuery(download.jobId));
  return (
    <DownloadNotice
      download={download}
      {...watched(job)}
      fetchFile={() => fetchExportResult(download.jobId)}
    />
  );
}

function ImportWatch({ download }: { download: Of<'notifications-import'> }) {
  const task = useQuery(importStatusQuery(download.taskId));
  return (
    <DownloadNotice
      download={download}
      {...watched(task)}
      fetchFile={() => fetchImportFile(download.taskId)}
    />
  );
}

/**
 * Watches every file being prepared in this tab, whatever screen is open, and saves each when
 * its job is done. Mounted once in the signed-in shell; with nothing running it does nothing.
 */
export function BackgroundDownloads() {
  return useBackgroundDownloads().map((download) =>
    download.kind === 'route-export' ? (
      <RouteExportWatch key={downloadKey(download)} download={download} />
    ) : (
      <ImportWatch key={downloadKey(download)} download={download} />
    ),
  );
}
