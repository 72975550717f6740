import { ROUTE_IMPORT_FILES } from '../../api/uploads';
import { extensionsInWords, sizeInWords } from '../../lib/file-types';
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

/** Why a chosen file is refused before it is sent: over the contract's `x-max-bytes`. */
export const TOO_LARGE =
  ROUTE_IMPORT_FILES.maxBytes === null
    ? 'Файл слишком большой'
    : `Файл больше ${sizeInWords(ROUTE_IMPORT_FILES.maxBytes)}: разделите его на части`;
