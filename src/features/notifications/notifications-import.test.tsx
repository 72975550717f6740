import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadsPerTest } from '../../../tests/support/capture-downloads';
import { http, inTurn, json, mockApi } from '../../../tests/support/api-mock';
import { renderWithApp } from '../../../tests/support/render-with-app';
import { BackgroundDownloads } from '../../components/background-downloads/background-downloads';
import { JOB_POLL_INTERVAL_MS } from '../../lib/constants';
import { NotificationsImport } from './notifications-import';

/** The card with the app-wide downloads, which poll a running import and save its file. */
const renderImport = () =>
  renderWithApp(
    <>
      <NotificationsImport />
      <BackgroundDownloads />
    </>,
  );

const TASK = '6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17';
const STATUS_PATH = '/api/notifications/v1/status_import_job/';

const xlsx = (headers: Record<string, string>) =>
  new Response(new Blob(['PK']), { status: 200, headers: { ...headers } });

const fails = (detail: string) => () => json(404, { detail });

/**
 * The import endpoints: start gives TASK, each status poll gives the next status of the list
 * (unless `status` answers it), the file is `file`'s answer.
 */
function importBackend(
  statuses: string[],
  {
    fileHeaders = {},
    file = () => xlsx(fileHeaders),
    status,
  }: {
    fileHeaders?: Record<string, string>;
    file?: () => Response;
    status?: () => Response | undefined;
  } = {},
) {
  const next = inTurn(statuses);
  return mockApi(
    http.post('/api/notifications/v1/start_import_job/', ({ response }) =>
      response.untyped(json(200, { task_id: TASK })),
    ),
    http.get('/api/notifications/v1/status_import_job/', ({ response }) =>
      response.untyped(status?.() ?? json(200, { task_id: TASK, status: next() })),
    ),
    http.get('/api/notifications/v1/get_file_import_job/', ({ response }) =>
      response.untyped(file()),
    ),
  );
}

const startButton = () => screen.getByRole('button', { name: 'Запустить импорт' });
const status = () => screen.getByRole('status');

describe('notifications import', () => {
  const downloaded = downloadsPerTest(() => localStorage.setItem('access', 'a'));

  it('starts the job, polls it every second to SUCCESS, saves the file under the header name and again on request', async () => {
    const name = 'Импорт уведомлений.xlsx';
    const { calls } = importBackend(['PENDING', 'STARTED', 'SUCCESS'], {
      fileHeaders: {
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
    // A clock that runs as usual and is moved on a poll interval at a time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderImport();
    await userEvent.click(startButton());

    await waitFor(() => expect(status().textContent).toBe('Статус: В очереди'));
    expect(startButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Скачать файл' })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    await waitFor(() => expect(status().textContent).toBe('Статус: Выполняется'));
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    const download = await screen.findByRole('button', { name: 'Скачать файл' });
    expect(status().textContent).toBe('Статус: Готово');
    expect(startButton()).toBeEnabled();
    await waitFor(() => expect(downloaded()).toEqual([name]));
    expect(await screen.findByText('Файл импорта сохранён')).toBeInTheDocument();

    await userEvent.click(download);
    await waitFor(() => expect(downloaded()).toEqual([name, name]));
    expect(await screen.findByText('Файл скачан')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'POST /api/notifications/v1/start_import_job/',
      `GET ${STATUS_PATH}?task_id=${TASK}`,
      `GET ${STATUS_PATH}?task_id=${TASK}`,
      `GET ${STATUS_PATH}?task_id=${TASK}`,
      `GET /api/notifications/v1/get_file_import_job/?task_id=${TASK}`,
      `GET /api/notifications/v1/get_file_import_job/?task_id=${TASK}`,
    ]);
  });

  it('names the file «Расчитанные маршруты.xlsx» when there is no Content-Disposition', async () => {
    importBackend(['SUCCESS']);
    renderImport();
    await userEvent.click(startButton());
    await waitFor(() => expect(downloaded()).toEqual(['Расчитанные маршруты.xlsx']));
  });

  it('explains a failed import, offers no file and lets the user start again', async () => {
    // A clock that runs as usual and can be moved on: every poll timer is one of its own.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { to } = importBackend(['STARTED', 'FAILURE']);
    const { queryClient } = renderImport();
    await userEvent.click(startButton());
    await waitFor(() => expect(status().textContent).toBe('Статус: Выполняется'));
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    expect(await screen.findByText('Импорт уведомлений завершился с ошибкой')).toBeInTheDocument();
    expect(screen.getByText(/Запустите импорт ещё раз/)).toBeInTheDocument();
    expect(status().textContent).toBe('Статус: Ошибка');
    expect(screen.queryByRole('button', { name: 'Скачать файл' })).not.toBeInTheDocument();
    expect(startButton()).toBeEnabled();
    // Polling stopped at the terminal status: past several poll intervals, no poll has started.
    const polls = to(STATUS_PATH).length;
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS * 5);
    expect(queryClient.isFetching()).toBe(0);
    expect(to(STATUS_PATH)).toHaveLength(polls);
  });

  it('explains a revoked import', async () => {
    importBackend(['REVOKED']);
    renderImport();
    await userEvent.click(startButton());
    expect(await screen.findByText('Импорт уведомлений отменён')).toBeInTheDocument();
  });

  it('says so when the import cannot be started', async () => {
    mockApi(
      http.post('/api/notifications/v1/start_import_job/', ({ response }) =>
        response.untyped(json(503)),
      ),
    );
    renderImport();
    await userEvent.click(startButton());
    expect(await screen.findByText('Импорт не запущен')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('says so when the file cannot be downloaded', async () => {
    importBackend(['SUCCESS'], { file: fails('Файл результата не найден') });
    renderImport();
    await userEvent.click(startButton());
    // Once when the app saves the file by itself, once on request.
    expect(await screen.findByText('Файл импорта не получен')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать файл' }));
    expect(await screen.findByText('Файл не скачан')).toBeInTheDocument();
    expect(screen.getAllByText('Файл результата не найден')).toHaveLength(2);
    expect(downloaded()).toEqual([]);
  });

  it('resumes polling the remembered task after a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('notificationsImportTaskId', TASK);
    const { calls } = importBackend(['STARTED', 'SUCCESS']);
    renderImport();
    await waitFor(() => expect(status().textContent).toBe('Статус: Выполняется'));
    expect(startButton()).toBeDisabled();
    await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    await screen.findByRole('button', { name: 'Скачать файл' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when the status cannot be read, and reads it again on request', async () => {
    let statusFails = true;
    importBackend(['SUCCESS'], {
      status: () => (statusFails ? json(404, { detail: 'Задача не найдена' }) : undefined),
    });
    renderImport();
    await userEvent.click(startButton());
    expect(await screen.findByText('Не удалось узнать статус импорта')).toBeInTheDocument();
    expect(screen.getByText('Задача не найдена')).toBeInTheDocument();
    statusFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Обновить статус' }));
    await screen.findByRole('button', { name: 'Скачать файл' });
    expect(screen.queryByText('Не удалось узнать статус импорта')).not.toBeInTheDocument();
  });
});
