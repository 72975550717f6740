import { AddingMethod } from './creation-state';

/** Job outcome toasts of SPEC §4, by adding method. */
export const JOB_TOASTS = {
  [AddingMethod.manual]: {
    success: 'В расчет добавлен маршрут',
    failure: 'Ошибка при добавлении маршрута',
  },
  [AddingMethod.file]: {
    success: 'В расчет добавлены маршруты',
    failure: 'Ошибка при добавлении маршрутов',
  },
} as const;

export const ALLOWED_IMPORT_EXTENSIONS = ['.xlsx', '.xls', '.csv'];
export const WRONG_FILE_TYPE = 'Можно загрузить только таблицу: .xlsx, .xls или .csv';
