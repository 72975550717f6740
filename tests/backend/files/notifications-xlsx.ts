// The notifications import's result (`/api/notifications/v1/get_file_import_job/`): the
// notifications it brought, as the «Уведомления» screen names them.
import type { Notification } from '../../../src/api/schema';
import {
  addTable,
  DATE_TIME_FORMAT,
  excelDateTime,
  newWorkbook,
  workbookBytes,
  type Column,
} from './xlsx';

export const NOTIFICATIONS_FILE_NAME = 'Импорт уведомлений.xlsx';
export const NOTIFICATIONS_SHEET = 'Уведомления';

/** `labels` names the categories by code (`notification_choices`); an unlisted code stays. */
export async function notificationsWorkbook(
  notifications: readonly Notification[],
  labels: ReadonlyMap<string, string>,
): Promise<Uint8Array> {
  const columns: Column<Notification>[] = [
    { header: 'ID', width: 8, value: (item) => item.id },
    { header: 'Категория', width: 28, value: (item) => labels.get(item.category) ?? item.category },
    { header: 'Сообщение', width: 70, value: (item) => item.message || null },
    { header: 'Маршрут', width: 10, value: (item) => item.route_id },
    {
      header: 'Создано',
      width: 17,
      numFmt: DATE_TIME_FORMAT,
      value: (item) => excelDateTime(item.created_at),
    },
  ];
  const workbook = newWorkbook('Импорт уведомлений');
  addTable(workbook, NOTIFICATIONS_SHEET, columns, notifications);
  return workbookBytes(workbook);
}
