import { ROUTE_IMPORT_FILES } from '../../api/uploads';
import { extensionsInWords } from '../../lib/file-types';
import { AddingMethod } from './creation-state';

/** Job outcome toasts, by adding method. */
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

/** Why a chosen file is refused; the accepted types come from the contract. */
export const WRONG_FILE_TYPE = `Можно загрузить только таблицу: ${extensionsInWords(ROUTE_IMPORT_FILES)}`;
