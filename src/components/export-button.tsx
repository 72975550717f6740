import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { isApiError } from '../api/api-error';
import { useRouteExport } from '../api/export';
import { JobFailedError } from '../api/jobs';
import type { RouteExportRequest } from '../api/schema';
import { fileNameFromContentDisposition, saveBlob } from '../lib/download';
import { useFeedback } from './feedback';

function failureText(error: unknown): string {
  if (error instanceof JobFailedError)
    return 'Задача выгрузки завершилась с ошибкой. Попробуйте ещё раз.';
  if (isApiError(error) && error.detail) return error.detail;
  return 'Не удалось выгрузить файл. Проверьте соединение и повторите попытку.';
}

interface ExportButtonProps {
  /** What to export; null when there is nothing to export yet. */
  request: RouteExportRequest | null;
  /** Why the button is disabled, shown as a tooltip. */
  disabledReason?: string;
}

/** «Выгрузить в Excel»: creates the export job, waits for it and downloads the file. */
export function ExportButton({ request, disabledReason }: ExportButtonProps) {
  const exportRoutes = useRouteExport();
  const { notify } = useFeedback();

  const start = () => {
    if (!request) return;
    exportRoutes.mutate(request, {
      onSuccess: ({ blob, contentDisposition }) => {
        const fileName = fileNameFromContentDisposition(contentDisposition);
        saveBlob(blob, fileName);
        notify('success', { title: 'Файл выгружен', description: fileName });
      },
      onError: (error) =>
        notify('error', { title: 'Выгрузка не удалась', description: failureText(error) }),
    });
  };

  const button = (
    <Button
      icon={<FileExcelOutlined aria-hidden />}
      onClick={start}
      loading={exportRoutes.isPending}
      disabled={!request}
    >
      Выгрузить в Excel
    </Button>
  );
  return !request && disabledReason ? <Tooltip title={disabledReason}>{button}</Tooltip> : button;
}
