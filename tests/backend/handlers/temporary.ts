// Calculated routes of the calculator's jobs, and the imported rows that could not be priced.
import { contextOf, pageQuery } from '../context';
import { answer, badPage, http, listParam, notFound, writeHttp } from '../http';
import { pageOf } from '../rules/paging';
import { routeChangeOf } from '../rules/route-body';
import { leaveOut } from '../rules/leave-out';

const jobsOf = (request: Request) => listParam(request, 'job__in').map(Number);

const writeHandler = (method: 'put' | 'patch') =>
  writeHttp(method)('/api/routes/temporary/v1/{id}/', async ({ request, params, response }) => {
    const { db } = contextOf(request);
    const route = db.temporary.get(Number(params.id));
    if (!route) return response.untyped(notFound());
    const change = await routeChangeOf(request, method === 'put');
    if ('errors' in change) return response.untyped(answer(400, change.errors));
    const written = { ...route, ...change.change };
    db.temporary.set(route.id, written);
    return response(200).json(written);
  });

export const temporaryHandlers = [
  http.get('/api/routes/temporary/v1/', ({ request, response }) => {
    const { db } = contextOf(request);
    const jobs = jobsOf(request);
    // The last calculation on top, as the session list shows it; a file's rows in file order.
    const routes = [...db.temporary.values()]
      .filter((route) => jobs.length === 0 || jobs.includes(route.job))
      .sort((a, b) => b.job - a.job || (a.row ?? 0) - (b.row ?? 0) || a.id - b.id);
    const page = pageOf(routes, pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.get('/api/routes/temporary/v1/{id}/', ({ request, params, response }) => {
    const { db } = contextOf(request);
    const route = db.temporary.get(Number(params.id));
    return route ? response(200).json(route) : response.untyped(notFound());
  }),
  writeHandler('put'),
  writeHandler('patch'),
  http.delete('/api/routes/temporary/v1/{id}/', ({ request, params, response }) => {
    const { db } = contextOf(request);
    const route = db.temporary.get(Number(params.id));
    if (!route) return response.untyped(notFound());
    leaveOut(db, route);
    return response.untyped(new Response(null, { status: 204 }));
  }),
  http.get('/api/routes/raw-with-errors/v1/', ({ request, response }) => {
    const { db } = contextOf(request);
    const jobs = jobsOf(request);
    const rows = [...db.raw.values()].filter((row) => jobs.length === 0 || jobs.includes(row.job));
    const page = pageOf(rows, pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
];
