import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadsPerTest } from '../../../tests/support/capture-downloads';
import { fakeFetch, json } from '../../../tests/support/fake-fetch';
import { renderWithApp } from '../../../tests/support/render-with-app';
import { BackgroundDownloads } from '../../components/background-downloads/background-downloads';
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

/** The import endpoints: start gives TASK, each status poll gives the next status of the list. */
function importBackend(statuses: string[], fileHeaders: Record<string, string> = {}) {
  let poll = 0;
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/notifications/v1/start_import_job/')
      return json(200, { task_id: TASK });
    if (url.pathname === STATUS_PATH)
      return json(200, { task_id: TASK, status: statuses[Math.min(poll++, statuses.length - 1)] });
    if (url.pathname === '/api/notifications/v1/get_file_import_job/') return xlsx(fileHeaders);
    return json(404, { detail: 'Не найдено' });
  });
}

const startButton = () => screen.getByRole('button', { name: 'Запустить импорт' });
const status = () => screen.getByRole('status');

describe('notifications import', () => {
  const downloaded = downloadsPerTest(() => localStorage.setItem('access', 'a'));

  it('starts the job, polls it every second to SUCCESS, saves the file under the header name and again on request', async () => {
    const name = 'Импорт уведомлений.xlsx';
    const { fetch, calls } = importBackend(['PENDING', 'STARTED', 'SUCCESS'], {
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
    vi.stubGlobal('fetch', fetch);
    renderImport();
    await userEvent.click(startButton());

    await waitFor(() => expect(status().textContent).toBe('Статус: В очереди'));
    expect(startButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Скачать файл' })).toBeNull();
    await waitFor(() => expect(status().textContent).toBe('Статус: Выполняется'), {
      timeout: 3000,
    });
    const download = await screen.findByRole('button', { name: 'Скачать файл' }, { timeout: 3000 });
    expect(status().textContent).toBe('Статус: Готово');
    expect(startButton()).toHaveProperty('disabled', false);
    await waitFor(() => expect(downloaded()).toEqual([name]));
    expect(await screen.findByText('Файл импорта сохранён')).toBeTruthy();

    await userEvent.click(download);
    await waitFor(() => expect(downloaded()).toEqual([name, name]));
    expect(await screen.findByText('Файл скачан')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/notifications/v1/start_import_job/',
      `GET ${STATUS_PATH}?task_id=${TASK}`,
      `GET ${STATUS_PATH}?task_id=${TASK}`,
      `GET ${STATUS_PATH}?task_id=${TASK}`,
      `GET /api/notifications/v1/get_file_import_job/?task_id=${TASK}`,
      `GET /api/notifications/v1/get_file_import_job/?task_id=${TASK}`,
    ]);
  });

  it('names the file «Расчитанные маршруты.xlsx» when there is no Content-Disposition', async () => {
    vi.stubGlobal('fetch', importBackend(['SUCCESS']).fetch);
    renderImport();
    await userEvent.click(startButton());
    await waitFor(() => expect(downloaded()).toEqual(['Расчитанные маршруты.xlsx']));
  });

  it('explains a failed import, offers no file and lets the user start again', async () => {
    const { fetch, calls } = importBackend(['STARTED', 'FAILURE']);
    vi.stubGlobal('fetch', fetch);
    renderImport();
    await userEvent.click(startButton());
    expect(
      await screen.findByText('Импорт уведомлений завершился с ошибкой', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Запустите импорт ещё раз/)).toBeTruthy();
    expect(status().textContent).toBe('Статус: Ошибка');
    expect(screen.queryByRole('button', { name: 'Скачать файл' })).toBeNull();
    expect(startButton()).toHaveProperty('disabled', false);
    // Polling stopped at the terminal status.
    const polls = calls.filter((c) => c.path.startsWith(STATUS_PATH)).length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(calls.filter((c) => c.path.startsWith(STATUS_PATH))).toHaveLength(polls);
  });

  it('explains a revoked import', async () => {
    vi.stubGlobal('fetch', importBackend(['REVOKED']).fetch);
    renderImport();
    await userEvent.click(startButton());
    expect(await screen.findByText('Импорт уведомлений отменён')).toBeTruthy();
  });

  it('says so when the import cannot be started', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(503)).fetch);
    renderImport();
    await userEvent.click(startButton());
    expect(await screen.findByText('Импорт не запущен')).toBeTruthy();
    expect(startButton()).toHaveProperty('disabled', false);
  });

  it('says so when the file cannot be downloaded', async () => {
    const backend = importBackend(['SUCCESS']);
    vi.stubGlobal('fetch', (request: Request, init?: RequestInit) =>
      new URL(request.url).pathname.includes('get_file_import_job')
        ? Promise.resolve(json(404, { detail: 'Файл результата не найден' }))
        : backend.fetch(request, init),
    );
    renderImport();
    await userEvent.click(startButton());
    // Once when the app saves the file by itself, once on request.
    expect(await screen.findByText('Файл импорта не получен')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать файл' }));
    expect(await screen.findByText('Файл не скачан')).toBeTruthy();
    expect(screen.getAllByText('Файл результата не найден')).toHaveLength(2);
    expect(downloaded()).toEqual([]);
  });

  it('resumes polling the remembered task after a reload', async () => {
    localStorage.setItem('notificationsImportTaskId', TASK);
    const { fetch, calls } = importBackend(['STARTED', 'SUCCESS']);
    vi.stubGlobal('fetch', fetch);
    renderImport();
    await waitFor(() => expect(status().textContent).toBe('Статус: Выполняется'));
    expect(startButton()).toHaveProperty('disabled', true);
    expect(
      await screen.findByRole('button', { name: 'Скачать файл' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when the status cannot be read, and reads it again on request', async () => {
    const backend = importBackend(['SUCCESS']);
    let statusFails = true;
    vi.stubGlobal('fetch', (request: Request, init?: RequestInit) =>
      statusFails && new URL(request.url).pathname === STATUS_PATH
        ? Promise.resolve(json(404, { detail: 'Задача не найдена' }))
        : backend.fetch(request, init),
    );
    renderImport();
    await userEvent.click(startButton());
    expect(await screen.findByText('Не удалось узнать статус импорта')).toBeTruthy();
    expect(screen.getByText('Задача не найдена')).toBeTruthy();
    statusFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Обновить статус' }));
    expect(await screen.findByRole('button', { name: 'Скачать файл' })).toBeTruthy();
    expect(screen.queryByText('Не удалось узнать статус импорта')).toBeNull();
  });
});
