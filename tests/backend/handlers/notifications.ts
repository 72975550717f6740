// The notification centre: the list, deletes that delete, and the import job with its file.
import { randomUUID } from 'node:crypto';
import type { ImportJobStatus } from '../../../src/api/schema';
import { contextOf, pageQuery } from '../context';
import { contentDisposition } from '../files/routes-xlsx';
import { NOTIFICATIONS_FILE_NAME, notificationsWorkbook } from '../files/notifications-xlsx';
import { XLSX_CONTENT_TYPE } from '../files/xlsx';
import { answer, badPage, http, notFound } from '../http';
import type { NotificationsImport } from '../model';
import { choiceLabels } from '../rules/choices';
import { deleteNotifications } from '../rules/notification-deletes';
import { pageOf } from '../rules/paging';

const statusOf = (task: NotificationsImport, now: number): ImportJobStatus['status'] =>
  now >= task.endsAt ? 'SUCCESS' : now >= task.startsAt ? 'STARTED' : 'PENDING';

const startImport = (request: Request) => {
  const { db, config, now } = contextOf(request);
  const task = {
    taskId: randomUUID(),
    startsAt: now + config.jobStartMs,
    endsAt: now + config.jobEndMs,
  };
  db.imports.set(task.taskId, task);
  return { task_id: task.taskId };
};

const importStatus = (request: Request, taskId: string | null) => {
  const { db, now } = contextOf(request);
  const task = taskId ? db.imports.get(taskId) : undefined;
  return task ? answer(200, { task_id: task.taskId, status: statusOf(task, now) }) : notFound();
};

async function importFile(request: Request): Promise<Response> {
  const { db, now } = contextOf(request);
  const taskId = new URL(request.url).searchParams.get('task_id');
  const task = taskId ? db.imports.get(taskId) : undefined;
  if (!task || statusOf(task, now) !== 'SUCCESS') return notFound();
  const bytes = await notificationsWorkbook([...db.notifications.values()], choiceLabels(db));
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': contentDisposition(NOTIFICATIONS_FILE_NAME),
    },
  });
}

// The import's fixed paths come before `{id}/`, which would take them for an id.
export const notificationHandlers = [
  http.get('/api/notifications/v1/', ({ request, response }) => {
    const { db } = contextOf(request);
    const newestFirst = [...db.notifications.values()].sort((a, b) => b.id - a.id);
    const page = pageOf(newestFirst, pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.delete('/api/notifications/v1/all/', ({ request, response }) => {
    deleteNotifications(contextOf(request).db, 'all');
    return response.untyped(answer(204));
  }),
  http.post('/api/notifications/v1/start_import_job/', ({ request, response }) =>
    response(200).json(startImport(request)),
  ),
  http.post('/api/notifications/v1/start-import-job/', ({ request, response }) =>
    response(200).json(startImport(request)),
  ),
  http.get('/api/notifications/v1/status_import_job/', ({ request, response }) =>
    response.untyped(importStatus(request, new URL(request.url).searchParams.get('task_id'))),
  ),
  http.get('/api/notifications/v1/status-import-job/{task_id}/', ({ request, params, response }) =>
    response.untyped(importStatus(request, params.task_id)),
  ),
  http.get('/api/notifications/v1/get_file_import_job/', async ({ request, response }) =>
    response.untyped(await importFile(request)),
  ),
  http.get('/api/notifications/v1/get-file-import-job/', async ({ request, response }) =>
    response.untyped(await importFile(request)),
  ),
  http.get('/api/notifications/v1/{id}/', ({ request, params, response }) => {
    const notification = contextOf(request).db.notifications.get(Number(params.id));
    return notification ? response(200).json(notification) : response.untyped(notFound());
  }),
  http.delete('/api/notifications/v1/{id}/', ({ request, params, response }) => {
    const deleted = deleteNotifications(contextOf(request).db, [Number(params.id)]);
    return response.untyped(deleted > 0 ? answer(204) : notFound());
  }),
];
