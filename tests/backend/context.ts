// What a handler works with: the scope's store, its settings, the time, and who is asking.
import { http as anyRequest } from 'msw';
import type { BackendConfig } from './config';
import { answer, BACKEND_ORIGIN, numberParam } from './http';
import type { Db } from './model';
import { settleJobs } from './rules/jobs';
import type { PageQuery } from './rules/paging';
import { userOfBearer } from './rules/tokens';
import { scopeOf } from './scopes';

export interface Context {
  db: Db;
  config: BackendConfig;
  anchor: string;
  now: number;
  /** The signed-in user; the guard below has turned away everyone else. */
  username: string;
}

/** Calls made without a token (SPEC §6). */
const OPEN_PATHS = new Set([
  '/api/auth/',
  '/users/login/',
  '/api/auth/refresh-token/',
  '/api/auth/logout/',
]);

export function contextOf(request: Request): Context {
  const { db, config, anchor } = scopeOf(request);
  const now = Date.now();
  const username = userOfBearer(db, request.headers.get('Authorization'), now) ?? '';
  return { db, config, anchor, now, username };
}

/** `page` and `limit` as sent, and the scope's page cap; pageOf() judges them. */
export const pageQuery = (request: Request): PageQuery => ({
  page: numberParam(request, 'page'),
  limit: numberParam(request, 'limit'),
  cap: scopeOf(request).config.pageCap,
});

/**
 * Runs before every handler: brings the scope's jobs up to date and answers 401 to a call
 * without a live access token, as the contract's `Unauthorized` does. Answers nothing otherwise,
 * so the request goes on to its own handler.
 */
export const guard = anyRequest.all(`${BACKEND_ORIGIN}/*`, ({ request }) => {
  const { db } = scopeOf(request);
  const now = Date.now();
  settleJobs(db, now);
  if (OPEN_PATHS.has(new URL(request.url).pathname)) return undefined;
  const header = request.headers.get('Authorization');
  if (userOfBearer(db, header, now) !== null) return undefined;
  return answer(401, {
    detail: header
      ? 'Данный токен недействителен для любого типа токена'
      : 'Учетные данные не были предоставлены.',
  });
});
