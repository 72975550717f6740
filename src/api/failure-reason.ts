import { errorMessage, isApiError } from './api-error';

/**
 * Why a request failed, in words a user can act on: a server that answered is not silent, and a
 * connection is only blamed when nothing answered.
 */
export function failureReason(error: unknown): string {
  if (!isApiError(error)) return 'Сервер не ответил. Проверьте соединение и повторите попытку.';
  if (error.status === 404) return errorMessage(error, 'Уже удалено или не найдено на сервере.');
  // The list of a large import names every route in its address (docs/deploy.md).
  if (error.status === 414 || error.status === 431)
    return 'Сервер не принял такой длинный адрес запроса. Сообщите администратору: нужно увеличить предел длины запроса.';
  if (error.status >= 502 && error.status <= 504)
    return 'Сервер временно недоступен. Повторите попытку позже.';
  if (error.status >= 500) return 'На сервере произошла ошибка. Повторите попытку позже.';
  return errorMessage(error, 'Сервер не принял запрос. Повторите попытку позже.');
}

/**
 * «Не удалось …» (`what`) and why; the server's own words alone, when it sent any fit to show.
 */
export const failureText = (what: string, error: unknown): string =>
  errorMessage(error, `${what} ${failureReason(error)}`);
