import type { Page, Route } from '@playwright/test';
import { expectSettled, fulfillJson } from './support';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A poll's answer: a status, `'network-error'` (no answer at all) or 503. */
/** A job status, or a poll that fails: no network, a server failure, an expired token. */
export type Step = string | 503 | 401;

/**
 * Answers polls with the steps in turn, then keeps the last; `finish()` swaps the remaining steps
 * for a success. Returns when each poll came, in ms since the first.
 */
export function scriptedPolls(
  steps: readonly Step[],
  answer: (route: Route, status: string) => Promise<void>,
) {
  let poll = 0;
  let finished = false;
  const times: number[] = [];
  const handle = async (route: Route) => {
    times.push(Date.now());
    const step = finished ? 'SUCCESS' : steps[Math.min(poll++, steps.length - 1)]!;
    if (step === 'network-error') return route.abort('failed');
    if (step === 503) return fulfillJson(route, 503, { detail: 'Сервис недоступен' });
    if (step === 401) return fulfillJson(route, 401, { detail: 'Token is invalid or expired' });
    return answer(route, step);
  };
  return {
    handle,
    finish: () => (finished = true),
    gaps: () => times.slice(1).map((time, index) => time - times[index]!),
  };
}

/**
 * The route export endpoints for job `id`: creation, scripted polls, and the result file with
 * `headers` (the body empty when `body` is '').
 */
export async function exportBackend(
  page: Page,
  id: number,
  steps: readonly Step[],
  {
    headers = {},
    body = 'PK\u0003\u0004',
  }: { headers?: Record<string, string>; body?: string } = {},
) {
  const polls = scriptedPolls(steps, (route, status) =>
    fulfillJson(route, 200, { id, status, result: null }),
  );
  await page.route('**/api/jobs/v1/routes/export/', (route) => fulfillJson(route, 201, { id }));
  await page.route(`**/api/jobs/v1/${id}/`, polls.handle);
  await page.route(`**/api/jobs/v1/${id}/routes/export/result/`, (route) =>
    route.fulfill({ status: 200, headers: { 'Content-Type': XLSX, ...headers }, body }),
  );
  return polls;
}

export const TASK = '6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17';

/** The notifications import endpoints: start gives TASK, its status polls follow `steps`. */
export async function importBackend(page: Page, steps: readonly Step[], fileName: string) {
  const polls = scriptedPolls(steps, (route, status) =>
    fulfillJson(route, 200, { task_id: TASK, status }),
  );
  await page.route('**/api/notifications/v1/start_import_job/', (route) =>
    fulfillJson(route, 200, { task_id: TASK }),
  );
  await page.route('**/api/notifications/v1/status_import_job/?*', polls.handle);
  await page.route('**/api/notifications/v1/get_file_import_job/?*', (route) =>
    route.fulfill({
      status: 200,
      contentType: XLSX,
      headers: {
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
      body: 'PK',
    }),
  );
  return polls;
}

/** The header's button of background work. */
export const workButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Фоновые задачи/ });

/** Opens the header's list of background work; resolves to it once it stands still. */
export async function openWork(page: Page) {
  await workButton(page).click();
  const list = page.getByRole('dialog', { name: 'Фоновые задачи' });
  await expectSettled(list);
  return list;
}

/** An item of the open list of background work, by its name. */
export const workItem = (page: Page, name: string) =>
  page.getByRole('dialog', { name: 'Фоновые задачи' }).getByRole('listitem', { name });
