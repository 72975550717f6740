import { FileExcelOutlined } from '@ant-design/icons';
import { memo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { failureText } from '../api/failure-reason';
import { startRouteExport } from '../api/export';
import type { RouteExportRequest } from '../api/schema';
import { trackDownload, useBackgroundDownloads } from './background-downloads/download-store';
import { useFeedback } from './feedback';

interface ExportButtonProps {
  /** What to export; null when there is nothing to export yet. */
  request: RouteExportRequest | null;
  /** Why the button is disabled, shown as a tooltip. */
  disabledReason?: string;
  /** What is being exported, as the notification of the running export names it. */
  label?: string;
}

/**
 * «Выгрузить в Excel»: starts the export job and hands it to the app-wide downloads, which save
 * the file when it is ready. Busy while an export of the same list runs. Drawn again only when
 * its props change, not at every page of a list.
 */
export const ExportButton = memo(function ExportButton({
  request,
  disabledReason,
  label = 'Выгрузка маршрутов',
}: ExportButtonProps) {
  const startExport = useMutation({
    mutationKey: ['route-export'],
    mutationFn: (variables: { request: RouteExportRequest; label: string }) =>
      startRouteExport(variables.request),
    // Here rather than in mutate(): the job is watched even if the user has left meanwhile.
    onSuccess: (jobId, variables) =>
      trackDownload({ kind: 'route-export', jobId, label: variables.label }),
  });
  const running = useBackgroundDownloads().some(
    (download) => download.kind === 'route-export' && download.label === label,
  );
  const { notify } = useFeedback();

  const start = () => {
    if (!request) return;
    startExport.mutate(
      { request, label },
      {
        onError: (error) =>
          notify('error', {
            title: 'Выгрузка не удалась',
            description: failureText('Не удалось запустить выгрузку.', error),
          }),
      },
    );
  };

  const busy = startExport.isPending || running;
  const button = (
    <Button
      icon={<FileExcelOutlined aria-hidden />}
      onClick={start}
      loading={busy}
      // antd shows the spinner to the eye only (its icon is hidden from screen readers).
      aria-busy={busy}
      disabled={!request}
    >
      Выгрузить в Excel
    </Button>
  );
  return !request && disabledReason ? <Tooltip title={disabledReason}>{button}</Tooltip> : button;
});
