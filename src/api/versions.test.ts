import { describe, expect, it } from 'vitest';
import { http, json, server } from '../../tests/support/api-mock';
import { ApiError, errorMessage } from './api-error';
import { createApiClient } from './client';
import { ifMatch, isVersionConflict, versioned } from './versions';

const withEtag = (response: Response, etag: string) => {
  response.headers.set('ETag', etag);
  return response;
};

/** The route endpoint answers reads and writes alike with `answer`. */
const routeAnswers = (answer: () => Response) =>
  server.use(
    http.get('/api/routes/v1/{id}/', ({ response }) => response.untyped(answer())),
    http.patch('/api/routes/v1/{id}/', ({ response }) => response.untyped(answer())),
  );

describe('route versions', () => {
  it('reads a route with its ETag, and null from a server that sends none', async () => {
    routeAnswers(() => withEtag(json(200, { id: 3 }), '"v1"'));
    const api = createApiClient();
    const init = { params: { path: { id: 3 } } };
    expect(versioned(await api.GET('/api/routes/v1/{id}/', init))).toEqual({
      data: { id: 3 },
      etag: '"v1"',
    });
    routeAnswers(() => json(200, { id: 3 }));
    expect(versioned(await api.GET('/api/routes/v1/{id}/', init)).etag).toBeNull();
  });

  it('sends If-Match only for a known version', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.patch('/api/routes/v1/{id}/', ({ request, response }) => {
        seen.push(request.headers.get('If-Match'));
        return response.untyped(json(200, { id: 3 }));
      }),
    );
    const api = createApiClient();
    for (const etag of ['"v1"', null]) {
      await api.PATCH('/api/routes/v1/{id}/', {
        params: { path: { id: 3 }, header: ifMatch(etag) },
        body: { comment: 'Новый' },
      });
    }
    expect(seen).toEqual(['"v1"', null]);
  });

  it('sends a tag a proxy weakened also in its strong form, and a strong tag alone', () => {
    expect(ifMatch('W/"2-1"')).toEqual({ 'If-Match': 'W/"2-1", "2-1"' });
    expect(ifMatch('"2-1"')).toEqual({ 'If-Match': '"2-1"' });
  });

  it('turns a 412 into an ApiError that keeps the current route and its new ETag', async () => {
    const current = { id: 3, nmc: 74000, comment: 'Коллега' };
    routeAnswers(() => withEtag(json(412, current), '"v2"'));
    const error: unknown = await createApiClient()
      .PATCH('/api/routes/v1/{id}/', {
        params: { path: { id: 3 }, header: { 'If-Match': '"v1"' } },
        body: { nmc: 70000 },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isVersionConflict(error)).toBe(true);
    expect(error).toMatchObject({ status: 412, current, etag: '"v2"' });
  });

  it('reads no error messages out of the current route of a 412', async () => {
    const current = { id: 3, nmc: 74000, notifications: ['Цена выше рынка'], detail: 'Маршрут' };
    routeAnswers(() => json(412, current));
    const error: unknown = await createApiClient()
      .PATCH('/api/routes/v1/{id}/', { params: { path: { id: 3 } }, body: { nmc: 70000 } })
      .catch((e: unknown) => e);
    expect(isVersionConflict(error) && error.current).toEqual(current);
    expect(error).toMatchObject({ detail: undefined, fieldErrors: {}, rowErrors: [] });
    expect(errorMessage(error, 'Не удалось сохранить маршрут.')).toBe(
      'Не удалось сохранить маршрут.',
    );
  });
});
