import type { Page } from '@playwright/test';
import { fulfillJson, pickOption } from './support';

export const CHAIN = ['Москва', 'Тверь', 'Санкт-Петербург'];

export const temporaryRoute = (id: number, job: number, extra: Record<string, unknown> = {}) => ({
  id,
  job,
  path: [
    { from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } },
    { from_waypoint: { city: 'Тверь' }, to_waypoint: { city: 'Санкт-Петербург' } },
  ],
  category: 'lte10',
  distance: 712,
  tariff: 64.5,
  nmc: 45924,
  comment: null,
  existing_route_id: null,
  ...extra,
});

export const jobResult = (extra: Record<string, unknown> = {}) => ({
  num_of_existing_temporary_routes: 0,
  num_of_new_temporary_routes: 1,
  num_of_temporary_routes_with_errors: 0,
  errors: [],
  created_routes_id: [],
  updated_routes_id: [],
  ...extra,
});

/**
 * Scripts GET /api/jobs/v1/{id}/: each job answers its statuses in turn, then keeps the last.
 * Returns the number of polls seen per job.
 */
export async function scriptJobs(
  page: Page,
  jobs: Record<number, { status: string; result?: unknown }[]>,
) {
  const polls: Record<number, number> = {};
  await page.route(/\/api\/jobs\/v1\/(\d+)\/$/, (route) => {
    const id = Number(/\/api\/jobs\/v1\/(\d+)\/$/.exec(route.request().url())?.[1]);
    const steps = jobs[id];
    if (!steps) return route.fallback();
    const index = Math.min(polls[id] ?? 0, steps.length - 1);
    polls[id] = (polls[id] ?? 0) + 1;
    const step = steps[index]!;
    return fulfillJson(route, 200, { id, status: step.status, result: step.result ?? null });
  });
  return polls;
}

/** Answers the temporary-route lists with the given routes, whatever the query. */
export const serveTemporaryRoutes = (page: Page, routes: unknown[]) =>
  page.route(/\/api\/routes\/temporary\/v1\/\?/, (route) =>
    fulfillJson(route, 200, { total: routes.length, results: routes }),
  );

/**
 * Stores a finished manual calculation of job `jobId`, as the calculator leaves it after a reload:
 * a test about what follows the calculation starts there, without typing the route again.
 */
export const storeFinishedCalculation = (page: Page, jobId: number) =>
  page.evaluate(
    (id) =>
      localStorage.setItem(
        'routeCreating',
        JSON.stringify({
          isPending: false,
          jobs: [{ id, action: 'CREATE_TEMP', method: 0 }],
          sessionJobIds: [id],
          page: 1,
        }),
      ),
    jobId,
  );

/**
 * A manual calculation of job `jobId` that finished with its temporary route (id `jobId + 400`,
 * with `routeExtra`), stored as after a reload: the next visit of the calculator shows its result.
 */
export async function finishedCalculation(
  page: Page,
  jobId: number,
  routeExtra: Record<string, unknown> = {},
) {
  await scriptJobs(page, { [jobId]: [{ status: 'SUCCESS', result: jobResult() }] });
  await serveTemporaryRoutes(page, [temporaryRoute(jobId + 400, jobId, routeExtra)]);
  await storeFinishedCalculation(page, jobId);
}

/** Fills «Откуда», one «Через», «Куда» and «Категория ТС». */
export async function fillManualRoute(page: Page) {
  await page.getByLabel('Откуда', { exact: true }).fill(CHAIN[0]!);
  await page.getByRole('button', { name: 'Добавить точку' }).click();
  await page.getByLabel('Через', { exact: true }).fill(CHAIN[1]!);
  await page.getByLabel('Куда', { exact: true }).fill(CHAIN[2]!);
  await page.getByLabel('Категория ТС').click();
  await pickOption(page, 'до 10 т');
}

/** The one row error of the import fixtures: row 4 has a category the server does not know. */
const ROW_ERROR = { row: 4, field: 'category', message: 'Неизвестная категория ТС «lte7»' };

/** The result of an import job: so many new and existing routes, and the row error. */
export const importJobResult = (fresh: number, existing: number) =>
  jobResult({
    num_of_new_temporary_routes: fresh,
    num_of_existing_temporary_routes: existing,
    num_of_temporary_routes_with_errors: 1,
    errors: [ROW_ERROR],
  });

/** Answers the unreadable rows of import job `job` with the row of ROW_ERROR. */
export const serveUnreadableRow = (page: Page, job: number) =>
  page.route('**/api/routes/raw-with-errors/v1/?*', (route) =>
    fulfillJson(route, 200, {
      total: 1,
      results: [
        {
          id: 1,
          job,
          row: ROW_ERROR.row,
          data: { Откуда: 'Казань', Куда: 'Уфа', Категория: 'lte7' },
          errors: [ROW_ERROR],
        },
      ],
    }),
  );

export const SHEET = {
  name: 'маршруты.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from('PK fake sheet'),
};

/** Picks `file` through the calculator's «Выбрать файл». */
export async function chooseFile(page: Page, file: typeof SHEET) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Выбрать файл' }).click();
  await (await chooser).setFiles(file);
}
