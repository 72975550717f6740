import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DownloadOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { importStatusQuery } from '../../api/notifications-import';
import { useBackgroundDownloads } from '../../components/background-downloads/download-store';
import { useFeedback } from '../../components/feedback';
import { useSaveFile } from '../../components/use-save-file';
import { POLL_OFFLINE_TEXT } from '../../lib/constants';
import { isPollFailing, jobOutcome, jobStatusLabel } from '../../lib/job-status';
import { useDownloadImportFile, useStartNotificationsImport } from './api';
import { useRememberedImportTask } from './import-task-storage';
import { failureReason } from '../../api/failure-reason';
import { IMPORT_HINT, IMPORT_TITLE } from './import-card-words';

interface Look {
  color: string;
  icon: ReactNode;
}

const WAITING: Look = { color: 'default', icon: <ClockCircleOutlined aria-hidden /> };

const STATUS_LOOK: Record<string, Look> = {
  PENDING: WAITING,
  STARTED: { color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
  SUCCESS: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  FAILURE: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  REVOKED: { color: 'warning', icon: <CloseCircleOutlined aria-hidden /> },
};

const FAILURE_TEXT: Record<string, { title: string; description: string }> = {
  REVOKED: {
    title: 'Импорт уведомлений отменён',
    description: 'Задача была остановлена на сервере. Запустите импорт ещё раз.',
  },
  FAILURE: {
    title: 'Импорт уведомлений завершился с ошибкой',
    description:
      'Сервер не смог подготовить файл. Запустите импорт ещё раз; если ошибка повторится, сообщите администратору.',
  },
};

/**
 * «Запустить импорт»: starts the import job and shows its progress; the app-wide downloads save
 * its file when it is ready, and «Скачать файл» saves it again.
 */
export function NotificationsImport() {
  const { notify } = useFeedback();
  const taskId = useRememberedImportTask();
  const start = useStartNotificationsImport();
  const download = useDownloadImportFile();
  const saveFile = useSaveFile();
  // Polled by the app-wide download while that runs (one poller, one notice of lost contact);
  // an import started in another tab is polled here.
  const tracked = useBackgroundDownloads().some(
    (item) => item.kind === 'notifications-import' && item.taskId === taskId,
  );
  const status = useQuery({
    ...importStatusQuery(taskId ?? ''),
    enabled: taskId !== null,
    ...(tracked ? { refetchInterval: false, refetchOnMount: false } : {}),
  });

  const current = status.data?.status;
  const outcome = jobOutcome(current);
  const running = taskId !== null && outcome === 'pending' && !status.isError;
  const look = STATUS_LOOK[current ?? ''] ?? WAITING;
  const failure =
    outcome === 'failure' ? (FAILURE_TEXT[current ?? ''] ?? FAILURE_TEXT.FAILURE) : null;

  const startImport = () =>
    start.mutate(undefined, {
      onError: (error) =>
        notify('error', { title: 'Импорт не запущен', description: failureReason(error) }),
    });

  const downloadFile = () => {
    if (taskId === null) return;
    download.mutate(taskId, {
      onSuccess: (file) => saveFile(file, 'Файл скачан'),
      onError: (error) =>
        notify('error', { title: 'Файл не скачан', description: failureReason(error) }),
    });
  };

  return (
    <Card size="small" role="region" aria-label={IMPORT_TITLE}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex vertical>
            <Typography.Text strong>{IMPORT_TITLE}</Typography.Text>
            <Typography.Text type="secondary">{IMPORT_HINT}</Typography.Text>
          </Flex>
          <Flex align="center" gap={12} wrap>
            <span role="status" aria-live="polite">
              {taskId !== null && !status.isError && (
                <Tag color={look.color} icon={look.icon}>
                  {`Статус: ${current ? jobStatusLabel(current) : 'запрашивается…'}`}
                </Tag>
              )}
            </span>
            {outcome === 'success' && (
              <Button
                type="primary"
                icon={<DownloadOutlined aria-hidden />}
                onClick={downloadFile}
                loading={download.isPending}
                disabled={download.isPending}
              >
                Скачать файл
              </Button>
            )}
            <Button
              onClick={startImport}
              loading={start.isPending}
              disabled={start.isPending || running}
            >
              Запустить импорт
            </Button>
          </Flex>
        </Flex>
        {!tracked && running && isPollFailing(status.failureCount) && (
          <Typography.Text type="secondary">{POLL_OFFLINE_TEXT}</Typography.Text>
        )}
        {failure && (
          <Alert type="error" showIcon title={failure.title} description={failure.description} />
        )}
        {status.isError && (
          <Alert
            type="warning"
            showIcon
            title="Не удалось узнать статус импорта"
            description={failureReason(status.error)}
            action={
              <Button
                size="small"
                onClick={() => void status.refetch()}
                loading={status.isFetching}
              >
                Обновить статус
              </Button>
            }
          />
        )}
      </Flex>
    </Card>
  );
}
