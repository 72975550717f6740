// The backend's handlers are msw handlers typed by openapi.yaml, as the unit tests' are. They
// answer requests addressed to this origin; server.ts rewrites every incoming URL onto it.
import { HttpResponse } from 'msw';
import { createOpenApiHttp, type OpenApiHttpRequestHandler } from 'openapi-msw';
import type { paths } from '../../generated/api';

export const BACKEND_ORIGIN = 'http://backend.local';

export const http = createOpenApiHttp<paths>({ baseUrl: BACKEND_ORIGIN });

/** An answer in the contract's error shapes (`{detail}`, DRF field lists), or none at all. */
export const answer = (status: number, body?: unknown, headers?: HeadersInit): Response =>
  body === undefined
    ? new HttpResponse(null, { status, headers })
    : HttpResponse.json(body, { status, headers });

export const notFound = (): Response => answer(404, { detail: 'Не найдено.' });

/** A comma-joined list parameter (`category=lte10,lte20`), empty when absent. */
export const listParam = (request: Request, name: string): string[] =>
  (new URL(request.url).searchParams.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** A number parameter; `undefined` when absent or not a number. */
export function numberParam(request: Request, name: string): number | undefined {
  const raw = new URL(request.url).searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** A JSON body, or `undefined` when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    const body: unknown = await request.json();
    return body;
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const badPage = (): Response => answer(400, { detail: 'Некорректные параметры страницы.' });

/**
 * `http.put` or `http.patch`, for a path that takes both writes with one handler: indexing `http`
 * by a union of methods is not callable once some path takes only one of them.
 */
export const writeHttp = (method: 'put' | 'patch'): OpenApiHttpRequestHandler<paths, 'put'> =>
  method === 'put' ? http.put : http.patch;
