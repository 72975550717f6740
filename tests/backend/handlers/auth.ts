// Sign-in, token refresh and sign-out (PRODUCT §5: any name, the password `demo`).
import type { Credentials } from '../../../src/api/schema';
import { contextOf } from '../context';
import { answer, http, isRecord, jsonBody } from '../http';
import { DEMO_PASSWORD, issueTokens, revokeRefresh, rotateTokens } from '../rules/tokens';

const REQUIRED = 'Обязательное поле.';

function credentialsOf(body: unknown): Credentials | Record<string, string[]> {
  const record = isRecord(body) ? body : {};
  const { username, password } = record;
  if (typeof username === 'string' && username.trim() && typeof password === 'string' && password)
    return { username: username.trim(), password };
  return {
    ...(typeof username === 'string' && username.trim() ? {} : { username: [REQUIRED] }),
    ...(typeof password === 'string' && password ? {} : { password: [REQUIRED] }),
  };
}

const isCredentials = (value: Credentials | Record<string, string[]>): value is Credentials =>
  typeof value.username === 'string';

async function signIn(request: Request): Promise<Response> {
  const { db, config, now } = contextOf(request);
  const credentials = credentialsOf(await jsonBody(request));
  if (!isCredentials(credentials)) return answer(400, credentials);
  if (credentials.password !== DEMO_PASSWORD)
    return answer(401, { detail: 'Не найдено активной учетной записи с указанными данными' });
  return answer(200, issueTokens(db, config, credentials.username, now));
}

/** The `refresh` of a body, or `null` when there is none. */
async function refreshOf(request: Request): Promise<string | null> {
  const body = await jsonBody(request);
  const refresh = isRecord(body) ? body.refresh : undefined;
  return typeof refresh === 'string' && refresh !== '' ? refresh : null;
}

export const authHandlers = [
  http.post('/api/auth/', async ({ request, response }) => response.untyped(await signIn(request))),
  http.post('/users/login/', async ({ request, response }) =>
    response.untyped(await signIn(request)),
  ),
  http.post('/api/auth/refresh-token/', async ({ request, response }) => {
    const { db, config, now } = contextOf(request);
    const refresh = await refreshOf(request);
    if (refresh === null) return response.untyped(answer(400, { refresh: [REQUIRED] }));
    const pair = rotateTokens(db, config, refresh, now);
    if (!pair)
      return response(401).json({ detail: 'Данный токен недействителен для любого типа токена' });
    return response(200).json(pair);
  }),
  http.post('/api/auth/logout/', async ({ request, response }) => {
    const { db, now } = contextOf(request);
    const refresh = await refreshOf(request);
    if (refresh === null) return response.untyped(answer(400, { refresh: [REQUIRED] }));
    if (!revokeRefresh(db, refresh, now))
      return response(401).json({ detail: 'Токен недействителен или просрочен' });
    return response(200).json({});
  }),
];
