import { describe, expect, it, vi } from 'vitest';
import { http, json, server } from '../../tests/support/api-mock';
import { ApiError, errorMessage } from './api-error';
import { createApiClient } from './client';
import { SERVER_ERROR_MESSAGE } from './error-middleware';

const getRoute = (
  status: number,
  body?: unknown,
  answer: () => Response = () => json(status, body),
) => {
  server.use(http.get('/api/routes/v1/{id}/', ({ response }) => response.untyped(answer())));
  return createApiClient().GET('/api/routes/v1/{id}/', {
    params: { path: { id: 3 } },
  });
};

describe('error middleware', () => {
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

  const PROXY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
  const text = (status: number, body: string, type: string) => () =>
    new Response(body, { status, headers: { 'Content-Type': type } });
  const failure = async (status: number, answer: () => Response) => {
    const error: unknown = await getRoute(status, undefined, answer).catch((e: unknown) => e);
    if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
    return error;
  };

  it.each([
    [502, PROXY_PAGE, 'text/html'],
    [413, '<h1>413 Request Entity Too Large</h1>', 'text/html'],
    [400, 'Traceback (most recent call last): …', 'text/plain'],
  ])(
    'keeps a non-JSON %i body off the screen; a development build logs it',
    async (status, body, type) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const error = await failure(status, text(status, body, type));
      expect(error.status).toBe(status);
      expect(error.body).toBeUndefined();
      expect(error.detail).toBeUndefined();
      expect(error.fieldErrors).toEqual({});
      expect(errorMessage(error, 'Своё сообщение экрана')).toBe('Своё сообщение экрана');
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`HTTP ${status}`), body);
    },
  );

  it('logs only the status, type and length of a non-JSON body in a production build', async () => {
    vi.stubEnv('DEV', false);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const debugPage =
      '<pre>POST /api/auth/\nAuthorization: Bearer secret-token\n{"password": "hunter2"}</pre>';
    await failure(500, text(500, debugPage, 'text/html; charset=utf-8'));

    const logged = log.mock.calls.flat().map(String).join('\n');
    expect(logged).toContain(
      `Ответ сервера не по контракту: HTTP 500, text/html; charset=utf-8, ${debugPage.length} симв.`,
    );
    expect(logged).not.toContain('secret-token');
    expect(logged).not.toContain('hunter2');
  });

  it('shows JSON text only as short plain text: markup is dropped, a long one is cut', async () => {
    const long = 'Очень длинное сообщение '.repeat(40);
    const error = await failure(400, () =>
      json(400, { detail: '<b>Ошибка</b>', nmc: [long], comment: ['<script>x</script>'] }),
    );
    expect(error.detail).toBeUndefined();
    expect(error.fieldErrors.comment).toBeUndefined();
    const [message] = error.fieldErrors.nmc ?? [];
    expect(message?.length).toBe(300);
    expect(message?.endsWith('…')).toBe(true);
    expect(errorMessage(error, 'Своё')).toBe(message);
  });

  it('says nothing of a server failure, even with a JSON detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(503, () => json(503, { detail: 'Сервис недоступен' }));
    expect(error.detail).toBeUndefined();
    expect(errorMessage(error, 'Не удалось загрузить')).toBe('Не удалось загрузить');
  });

  it('reads row errors of an import and drops entries that are not row errors', async () => {
    const error = await failure(400, () =>
      json(400, { errors: [{ row: 2, message: 'Нет категории' }, null, { row: 3 }] }),
    );
    expect(error.rowErrors).toEqual([{ row: 2, field: null, message: 'Нет категории' }]);
    expect(errorMessage(error, 'Своё')).toBe('Своё');
  });
});
