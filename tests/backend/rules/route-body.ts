// The body of a route's or a calculated route's write: `{nmc, comment}`, both required by PUT.
import { isRecord, jsonBody } from '../http';
import type { RouteChange } from './route-writes';

const MAX_COMMENT = 1000;

export async function routeChangeOf(
  request: Request,
  full: boolean,
): Promise<{ change: RouteChange } | { errors: Record<string, string[]> }> {
  const body = await jsonBody(request);
  if (!isRecord(body)) return { errors: { non_field_errors: ['Ожидался объект JSON.'] } };
  const errors: Record<string, string[]> = {};
  const change: RouteChange = {};
  const { nmc, comment } = body;
  if (nmc === undefined) {
    if (full) errors.nmc = ['Обязательное поле.'];
  } else if (nmc === null || (typeof nmc === 'number' && Number.isFinite(nmc) && nmc >= 0)) {
    change.nmc = nmc;
  } else {
    errors.nmc = ['Введите неотрицательное число.'];
  }
  if (comment === undefined) {
    if (full) errors.comment = ['Обязательное поле.'];
  } else if (comment === null || (typeof comment === 'string' && comment.length <= MAX_COMMENT)) {
    change.comment = comment;
  } else {
    errors.comment = [`Не более ${MAX_COMMENT} символов.`];
  }
  return Object.keys(errors).length > 0 ? { errors } : { change };
}
