import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadsPerTest } from '../../tests/support/capture-downloads';
import { fakeFetch, json } from '../../tests/support/fake-fetch';
import { renderWithApp } from '../../tests/support/render-with-app';
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
  let poll = 0;
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/jobs/v1/routes/export/') return json(200, { id: 55 });
    if (path === '/api/jobs/v1/55/')
      return json(200, {
        id: 55,
        status: statuses[Math.min(poll++, statuses.length - 1)],
        result: null,
      });
    if (path === '/api/jobs/v1/55/routes/export/result/') return result();
    return json(404, { detail: 'not found' });
  });
}

describe('ExportButton', () => {
  const downloaded = downloadsPerTest(() => localStorage.setItem('access', 'a'));

  it('creates the export job, polls it to SUCCESS and downloads under the header name', async () => {
    const { fetch, calls } = backend(['NEW', 'STARTED', 'SUCCESS'], {
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Маршруты.xlsx')}`,
    });
    vi.stubGlobal('fetch', fetch);
    renderButton({ job_ids: [1, 2] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(downloaded()).toEqual(['Маршруты.xlsx']), { timeout: 5000 });
    expect(JSON.parse(calls[0]!.body)).toEqual({ job_ids: [1, 2] });
    expect(calls.filter((c) => c.path === '/api/jobs/v1/55/')).toHaveLength(3);
  });

  it('falls back to «Расчитанные маршруты.xlsx» without Content-Disposition', async () => {
    vi.stubGlobal('fetch', backend(['SUCCESS'], {}).fetch);
    renderButton({ job_ids: [3] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(downloaded()).toEqual(['Расчитанные маршруты.xlsx']));
  });

  it('explains a failed export job and downloads nothing', async () => {
    vi.stubGlobal('fetch', backend(['FAILED'], {}).fetch);
    renderButton({ job_ids: [3] });
    const button = screen.getByRole('button', { name: /Выгрузить в Excel/ });
    await userEvent.click(button);
    expect(
      await screen.findByText('Задача выгрузки завершилась с ошибкой. Попробуйте ещё раз.'),
    ).toBeTruthy();
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
    vi.stubGlobal('fetch', backend(['SUCCESS'], {}, answer).fetch);
    renderButton({ job_ids: [3] });
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('Выгрузка не удалась')).toBeTruthy();
    expect(screen.queryByText('Файл выгружен')).toBeNull();
    expect(downloaded()).toEqual([]);
  });

  it('is disabled while there is nothing to export', () => {
    renderButton(null);
    expect(screen.getByRole('button', { name: /Выгрузить в Excel/ })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
