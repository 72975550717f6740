import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadsPerTest } from '../../tests/support/capture-downloads';
import { http, jobStatuses, json, mockApi } from '../../tests/support/api-mock';
import { renderWithApp } from '../../tests/support/render-with-app';
import { JOB_POLL_INTERVAL_MS } from '../lib/constants';
import { BackgroundDownloads } from './background-downloads/background-downloads';
import { ExportButton } from './export-button';
import type { RouteExportRequest } from '../api/schema';

/** The button with the app-wide downloads that wait for its job and save the file. */
const renderButton = (request: RouteExportRequest | null) =>
  renderWithApp(
    <>
      <ExportButton request={request} disabledReason="Нет маршрутов" />
      <BackgroundDownloads />
    </>,
  );

const xlsx = (headers: Record<string, string>) =>
  new Response(new Blob(['PK']), {
    status: 200,
    headers: { 'Content-Type': 'application/octet-stream', ...headers },
  });

function backend(
  statuses: string[],
  resultHeaders: Record<string, string>,
  result = () => xlsx(resultHeaders),
) {
  return mockApi(
    http.post('/api/jobs/v1/routes/export/', ({ response }) =>
      response.untyped(json(200, { id: 55 })),
    ),
    jobStatuses(55, statuses).handler,
    http.get('/api/jobs/v1/{id}/routes/export/result/', ({ response }) =>
      response.untyped(result()),
    ),
  );
}

describe('ExportButton', () => {
  const downloaded = downloadsPerTest(() => localStorage.setItem('access', 'a'));

  it('creates the export job, polls it to SUCCESS and downloads under the header name', async () => {
    // A clock that runs as usual and is moved on a poll interval at a time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { to } = backend(['NEW', 'STARTED', 'SUCCESS'], {
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Маршруты.xlsx')}`,
    });
    renderButton({ job_ids: [1, 2] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    for (const polls of [1, 2]) {
      await waitFor(() => expect(to('/api/jobs/v1/55/')).toHaveLength(polls));
      await vi.advanceTimersByTimeAsync(JOB_POLL_INTERVAL_MS);
    }
    await waitFor(() => expect(downloaded()).toEqual(['Маршруты.xlsx']));
    expect(JSON.parse(to('/api/jobs/v1/routes/export/', 'POST')[0]!.body)).toEqual({
      job_ids: [1, 2],
    });
    expect(to('/api/jobs/v1/55/')).toHaveLength(3);
  });

  it('saves a spreadsheet, whatever extension the server’s name gives it', async () => {
    backend(['SUCCESS'], {
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('отчёт\u2066.html.')}`,
    });
    renderButton({ job_ids: [4] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(downloaded()).toEqual(['отчёт_.html.xlsx']));
  });

  it('falls back to «Расчитанные маршруты.xlsx» without Content-Disposition', async () => {
    backend(['SUCCESS'], {});
    renderButton({ job_ids: [3] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(downloaded()).toEqual(['Расчитанные маршруты.xlsx']));
  });

  it('explains a failed export job and downloads nothing', async () => {
    backend(['FAILED'], {});
    renderButton({ job_ids: [3] });
    const button = screen.getByRole('button', { name: /Выгрузить в Excel/ });
    await userEvent.click(button);
    expect(
      await screen.findByText('Задача выгрузки завершилась с ошибкой. Попробуйте ещё раз.'),
    ).toBeInTheDocument();
    expect(downloaded()).toEqual([]);
  });

  it.each([
    ['an empty answer', () => new Response(null, { status: 200 }), 'Сервер вернул пустой файл.'],
    [
      'a JSON answer',
      () => json(200, { detail: 'ok' }),
      'Сервер вернул не файл, а страницу или сообщение.',
    ],
  ])('calls %s an error, not a file', async (_, answer, reason) => {
    backend(['SUCCESS'], {}, answer);
    renderButton({ job_ids: [3] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Выгрузка не удалась')).toBeInTheDocument();
    expect(screen.queryByText('Файл выгружен')).not.toBeInTheDocument();
    expect(downloaded()).toEqual([]);
  });

  it.each([
    [
      'the file does not come',
      () => backend(['SUCCESS'], {}, () => json(500)),
      'Не удалось получить файл. На сервере произошла ошибка. Повторите попытку позже.',
    ],
    [
      'the export does not start',
      () =>
        mockApi(
          http.post('/api/jobs/v1/routes/export/', ({ response }) => response.untyped(json(500))),
        ),
      'Не удалось запустить выгрузку. На сервере произошла ошибка. Повторите попытку позже.',
    ],
  ])('says what the server answered when %s', async (_, answer500, reason) => {
    answer500();
    renderButton({ job_ids: [3] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Выгрузка не удалась')).toBeInTheDocument();
    expect(downloaded()).toEqual([]);
  });

  it('is disabled while there is nothing to export', () => {
    renderButton(null);
    expect(screen.getByRole('button', { name: /Выгрузить в Excel/ })).toBeDisabled();
  });
});
