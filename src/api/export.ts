import { client } from './client';
import type { RouteExportRequest } from './schema';

/**
 * Starts an export to Excel and gives its job id. Waiting for the job and saving the file is the
 * app-wide downloads' work, so that they finish whatever screen the user goes to.
 */
export async function startRouteExport(body: RouteExportRequest): Promise<number> {
  const { data } = await client.POST('/api/jobs/v1/routes/export/', { body });
  if (!data) throw new Error('Сервер не вернул номер задачи выгрузки');
  return data.id;
}
