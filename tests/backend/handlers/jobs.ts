// Background jobs: a typed route or an imported file priced, a calculation confirmed, routes
// exported to Excel. Each runs by the clock (rules/jobs.ts).
import type { Job, RawRouteWithErrors } from '../../../src/api/schema';
import { contextOf, pageQuery } from '../context';
import { findCity } from '../data/cities';
import {
  contentDisposition,
  EXPORT_FILE_NAME,
  routesWorkbook,
  temporaryWorkbook,
} from '../files/routes-xlsx';
import { readRouteImport } from '../files/route-import';
import { XLSX_CONTENT_TYPE } from '../files/xlsx';
import { answer, badPage, http, isRecord, jsonBody, notFound } from '../http';
import { choiceLabels } from '../rules/choices';
import type { Db, StoredJob } from '../model';
import {
  importedRoutes,
  isPath,
  resolvePath,
  temporaryRoute,
  type ImportedRow,
} from '../rules/calculate';
import { createJob } from '../rules/jobs';
import { pageOf } from '../rules/paging';
import { filterOfExport } from '../rules/route-filters';
import { isCategory } from '../../../src/api/labels';
import { ROUTE_IMPORT_FILES } from '../../../src/api/uploads';
import { sizeInWords } from '../../../src/lib/file-types';
import { isExportFilters, isSegmentList } from '../rules/guards';

const jobOut = ({ id, status, result }: StoredJob): Job => ({ id, status, result });

const created = (job: StoredJob) => answer(200, { id: job.id });

/** A typed route priced, or why it could not be; `null` for a body the contract refuses. */
function calculateTyped(db: Db, body: unknown, job: number) {
  const record = isRecord(body) ? body : {};
  const { segments, vehicle_category: category } = record;
  if (!isSegmentList(segments) || segments.length === 0 || !isCategory(category)) return null;
  const path = resolvePath(segments);
  if (!isPath(path)) return { temporary: [], errors: path };
  return { temporary: [temporaryRoute(db, path, category, job)], errors: [] };
}

export const jobHandlers = [
  http.get('/api/jobs/v1/', ({ request, response }) => {
    const { db } = contextOf(request);
    const jobs = [...db.jobs.values()].sort((a, b) => b.id - a.id).map(jobOut);
    const page = pageOf(jobs, pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.get('/api/jobs/v1/{id}/', ({ request, params, response }) => {
    const { db } = contextOf(request);
    const job = db.jobs.get(Number(params.id));
    return job ? response(200).json(jobOut(job)) : response.untyped(notFound());
  }),
  http.post('/api/jobs/v1/routes/calculator-editor/temporary/', async ({ request, response }) => {
    const { db, config, username, now } = contextOf(request);
    const id = db.ids.job;
    const priced = calculateTyped(db, await jsonBody(request), id);
    if (!priced)
      return response.untyped(answer(400, { detail: 'Укажите отрезки маршрута и категорию ТС.' }));
    const raw: RawRouteWithErrors[] = priced.errors.length
      ? [{ id: db.ids.raw++, job: id, row: 1, data: {}, errors: priced.errors }]
      : [];
    const job = createJob(
      db,
      config,
      { kind: 'calculate', manual: true, temporary: priced.temporary, raw },
      username,
      now,
    );
    return response.untyped(created(job));
  }),
  http.post('/api/jobs/v1/routes/calculator-editor/import/', async ({ request, response }) => {
    const { db, config, username, now } = contextOf(request);
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File))
      return response.untyped(answer(400, { file: ['Файл не был отправлен.'] }));
    const { maxBytes } = ROUTE_IMPORT_FILES;
    if (maxBytes !== null && file.size > maxBytes)
      return response.untyped(
        answer(413, { detail: `Файл больше ${sizeInWords(maxBytes)}: разделите его на части.` }),
      );
    const read = await readRouteImport(new Uint8Array(await file.arrayBuffer()), findCity);
    if ('fileErrors' in read) return response.untyped(answer(400, read.fileErrors));
    if (!read.ok)
      return response.untyped(answer(400, { detail: read.detail, errors: read.errors }));
    const id = db.ids.job;
    const priced: ImportedRow[] = [];
    const raw: RawRouteWithErrors[] = [];
    for (const row of read.rows) {
      if (row.segments && row.category && row.errors.length === 0)
        priced.push({ row: row.row, path: row.segments, category: row.category });
      else
        raw.push({ id: db.ids.raw++, job: id, row: row.row, data: row.data, errors: row.errors });
    }
    const temporary = importedRoutes(db, priced, id, file.name || 'без имени');
    const job = createJob(
      db,
      config,
      { kind: 'calculate', manual: false, temporary, raw },
      username,
      now,
    );
    return response.untyped(created(job));
  }),
  http.post('/api/jobs/v1/{id}/confirm/', ({ request, params, response }) => {
    const { db, config, username, now } = contextOf(request);
    const of = db.jobs.get(Number(params.id));
    if (!of) return response.untyped(notFound());
    return response.untyped(
      created(createJob(db, config, { kind: 'confirm', of: of.id }, username, now)),
    );
  }),
  http.post('/api/jobs/v1/routes/export/', async ({ request, response }) => {
    const { db, config, username, now } = contextOf(request);
    const body = await jsonBody(request);
    const record = isRecord(body) ? body : {};
    const jobIds = record.job_ids;
    if (
      Array.isArray(jobIds) &&
      jobIds.length > 0 &&
      jobIds.every(Number.isInteger) &&
      !('route_filters' in record)
    )
      return response.untyped(
        created(
          createJob(db, config, { kind: 'export', jobIds: jobIds.map(Number) }, username, now),
        ),
      );
    if (isExportFilters(record.route_filters) && !('job_ids' in record))
      return response.untyped(
        created(
          createJob(
            db,
            config,
            { kind: 'export', filter: filterOfExport(record.route_filters, record.ordering) },
            username,
            now,
          ),
        ),
      );
    return response.untyped(
      answer(400, { detail: 'Передайте ровно одно из двух: route_filters или job_ids.' }),
    );
  }),
  http.get('/api/jobs/v1/{id}/routes/export/result/', async ({ request, params, response }) => {
    const { db } = contextOf(request);
    const job = db.jobs.get(Number(params.id));
    if (!job?.exported) return response.untyped(notFound());
    const bytes =
      'routes' in job.exported
        ? await routesWorkbook(job.exported.routes, 'Маршруты', choiceLabels(db))
        : await temporaryWorkbook(job.exported.temporary);
    return response.untyped(
      new Response(new Uint8Array(bytes), {
        status: 200,
        headers: {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': contentDisposition(EXPORT_FILE_NAME),
        },
      }),
    );
  }),
];
