// @vitest-environment node
// An imported .xlsx through the backend's calls: each row says what it will do (its sheet row, a
// repeat of an earlier row, the saved route it changes), a row can be left out, and «Подтвердить»
// writes one route per path and category with a history comment naming the file and the row.
import { beforeEach, describe, expect, it } from 'vitest';
import { at, callerIn, numberAt, resetScope, signIn, type Call } from '../contract/backend-calls';
import { routeImportTemplate, type ImportFileRow } from './files/route-import';

const row = (from: string, to: string, category: string, via?: string): ImportFileRow => ({
  Откуда: from,
  Через: via ?? null,
  Куда: to,
  'Категория ТС': category,
});

// Route 1 of the seed is Москва → Нижний Новгород → Казань, до 20 т.
const ROUTE_1 = row('Москва', 'Казань', 'до 20 т', 'Нижний Новгород');
const SPB_NOVGOROD = row('Санкт-Петербург', 'Великий Новгород', 'до 10 т');

let scopes = 0;
let call: Call;
let token: string;

const send = (method: string, path: string, body?: unknown) =>
  call(method, path, { token, ...(body === undefined ? {} : { body }) });

async function upload(rows: readonly ImportFileRow[], name = 'tariffs-2027.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await routeImportTemplate(rows))]), name);
  const answer = await call('post', '/api/jobs/v1/routes/calculator-editor/import/', {
    token,
    form,
  });
  return numberAt(answer.json, 'id');
}

const temporaryOf = async (job: number) =>
  at((await send('get', `/api/routes/temporary/v1/?job__in=${job}&limit=100`)).json, 'results');

const routesNamed = async (first: string, last: string) =>
  (
    await send(
      'get',
      `/api/routes/v1/?first_waypoint=${encodeURIComponent(first)}&last_waypoint=${encodeURIComponent(last)}&limit=100`,
    )
  ).json;

async function confirm(job: number) {
  const confirmJob = numberAt((await send('post', `/api/jobs/v1/${job}/confirm/`)).json, 'id');
  return at((await send('get', `/api/jobs/v1/${confirmJob}/`)).json, 'result');
}

beforeEach(async () => {
  call = callerIn(`import-flow-${++scopes}`);
  await resetScope(call, 0, 0);
  token = (await signIn(call)).access;
});

describe('an imported file', () => {
  it('lists its rows in file order, each with its row, a repeat naming the earlier row', async () => {
    const job = await upload([
      SPB_NOVGOROD,
      ROUTE_1,
      row('Казань', 'Самара', 'до 5 т'),
      SPB_NOVGOROD,
    ]);
    expect(await temporaryOf(job)).toMatchObject([
      { row: 2, repeats_row: null, existing_route_id: null, comment: null },
      {
        row: 3,
        repeats_row: null,
        existing_route_id: 1,
        comment: 'Импорт: tariffs-2027.xlsx, строка 3',
      },
      { row: 4, repeats_row: null },
      { row: 5, repeats_row: 2, existing_route_id: null },
    ]);
    // A repeat is not a route of its own in the counts.
    expect(at((await send('get', `/api/jobs/v1/${job}/`)).json, 'result')).toMatchObject({
      num_of_new_temporary_routes: 2,
      num_of_existing_temporary_routes: 1,
    });
  });

  it('writes two identical rows as one route, and the changed route with the file and row', async () => {
    const job = await upload([ROUTE_1, SPB_NOVGOROD, SPB_NOVGOROD]);
    const result = await confirm(job);
    expect(result).toMatchObject({
      created_routes_id: [expect.any(Number)],
      updated_routes_id: [1],
    });
    expect(await routesNamed('Санкт-Петербург', 'Великий Новгород')).toMatchObject({ total: 1 });
    const history = (await send('get', '/api/nmc-changes-history/v1/?route_id=1&page=1&limit=1'))
      .json;
    expect(at(history, 'results', 0, 'comment')).toBe('Импорт: tariffs-2027.xlsx, строка 2');
  });

  it('keeps the comment the user typed for a changed route', async () => {
    const job = await upload([ROUTE_1]);
    const id = numberAt(await temporaryOf(job), 0, 'id');
    await send('patch', `/api/routes/temporary/v1/${id}/`, { comment: 'По договору 2027' });
    await confirm(job);
    const history = (await send('get', '/api/nmc-changes-history/v1/?route_id=1&page=1&limit=1'))
      .json;
    expect(at(history, 'results', 0, 'comment')).toBe('По договору 2027');
  });

  it('never saves a twin of a saved route, nor of one saved by another import since', async () => {
    const first = await upload([SPB_NOVGOROD]);
    const second = await upload([SPB_NOVGOROD]);
    await confirm(first);
    const result = await confirm(second);
    expect(result).toMatchObject({
      created_routes_id: [],
      updated_routes_id: [expect.any(Number)],
    });
    expect(await routesNamed('Санкт-Петербург', 'Великий Новгород')).toMatchObject({ total: 1 });
  });

  it('leaves a row out; the repeat of a left-out row stands on its own', async () => {
    const job = await upload([SPB_NOVGOROD, ROUTE_1, SPB_NOVGOROD, SPB_NOVGOROD]);
    const rows = await temporaryOf(job);
    const leaveOut = (index: number) =>
      send('delete', `/api/routes/temporary/v1/${numberAt(rows, index, 'id')}/`);
    expect((await leaveOut(1)).status).toBe(204);
    expect((await leaveOut(0)).status).toBe(204);
    expect((await leaveOut(0)).status).toBe(404);
    expect(await temporaryOf(job)).toMatchObject([
      { row: 4, repeats_row: null },
      { row: 5, repeats_row: 4 },
    ]);
    const result = await confirm(job);
    expect(result).toMatchObject({
      created_routes_id: [expect.any(Number)],
      updated_routes_id: [],
    });
    expect(await routesNamed('Санкт-Петербург', 'Великий Новгород')).toMatchObject({ total: 1 });
  });
});
