import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../tests/support/fake-fetch';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { SERVER_ERROR_MESSAGE } from './error-middleware';

const getRoute = (status: number, body?: unknown) => {
  const { fetch } = fakeFetch(() => json(status, body));
  return createApiClient('http://api.test', fetch).GET('/api/routes/v1/{id}/', {
    params: { path: { id: 3 } },
  });
};

describe('error middleware', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([500, 502, 503])(
    'logs the Russian message to the console on %i and rejects',
    async (status) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(getRoute(status)).rejects.toBeInstanceOf(ApiError);
      expect(log).toHaveBeenCalledWith(SERVER_ERROR_MESSAGE);
      expect(SERVER_ERROR_MESSAGE).toBe('Что-то пошло не так, повторите попытку');
    },
  );

  it('passes other errors to the caller as a typed error, also with an empty body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error: unknown = await getRoute(404).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: undefined });
    expect(log).not.toHaveBeenCalled();
  });

  it('exposes field errors and detail of a 400', async () => {
    const error: unknown = await getRoute(400, { detail: 'Ошибка', nmc: ['Введите число.'] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.detail).toBe('Ошибка');
    expect(error.fieldErrors).toEqual({ nmc: ['Введите число.'] });
  });
});
