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
