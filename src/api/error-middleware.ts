import type { Middleware } from 'openapi-fetch';
import { ApiError, readErrorBody } from './api-error';

export const SERVER_ERROR_MESSAGE = 'Что-то пошло не так, повторите попытку';
const SERVER_FAILURES = new Set([500, 502, 503]);

/**
 * Turns every non-2xx answer into a thrown ApiError, so that callers and React Query see a
 * failure even when the body is empty. Server failures are logged, not shown.
 */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    if (SERVER_FAILURES.has(response.status)) console.error(SERVER_ERROR_MESSAGE);
    throw new ApiError(response.status, await readErrorBody(response));
  },
};
