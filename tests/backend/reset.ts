// `POST /__backend/reset`, outside the contract: a test puts its scope back to the seed, with the
// settings it needs. Only JSON is taken (a page elsewhere cannot send that without a CORS
// preflight, which the backend never grants), and only with the token the backend was started
// with (`BACKEND_RESET_TOKEN`): without one set, nobody may reset.
import { timingSafeEqual } from 'node:crypto';
import { configOf } from './config';
import { answer, isRecord } from './http';
import { resetScope } from './scopes';

export const RESET_PATH = '/__backend/reset';
export const RESET_TOKEN_HEADER = 'X-Backend-Token';

function tokenHolds(sent: string | null): boolean {
  const expected = process.env.BACKEND_RESET_TOKEN;
  if (!expected || sent === null) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const isJson = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '');

export async function reset(request: Request): Promise<Response> {
  if (!tokenHolds(request.headers.get(RESET_TOKEN_HEADER)))
    return answer(403, { detail: `Нужен заголовок ${RESET_TOKEN_HEADER} с BACKEND_RESET_TOKEN.` });
  if (!isJson(request)) return answer(415, { detail: 'Тело — только application/json.' });
  const text = await request.text();
  let body: unknown = {};
  try {
    if (text.trim()) body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isRecord(body)) return answer(400, { detail: 'Тело — объект JSON с настройками.' });
  resetScope(request, configOf(body));
  return answer(204);
}
