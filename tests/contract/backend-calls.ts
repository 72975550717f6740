// The conformance test's support: calls to the built-in backend in-process (tests/backend), and
// the check of one answer against the operation of openapi.yaml it answers.
import { routeImportTemplate } from '../backend/files/route-import';
import { handle, RESET_PATH, RESET_TOKEN_HEADER } from '../backend/server';
import { SCOPE_HEADER } from '../backend/scope-header';
import {
  deref,
  isObject,
  validateAgainst,
  type JsonObject,
  type Operation,
} from './openapi-schema';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Any origin will do: the backend answers by path. */
const ORIGIN = 'http://conformance.test';

export interface Sent {
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  token?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed body of a JSON answer. */
  json?: unknown;
  /** The body of any other answer (files, empty 204s). */
  bytes?: Uint8Array;
}

export type Call = (method: string, path: string, sent?: Sent) => Promise<Answer>;

/** A caller bound to one scope, i.e. to a freshly seeded store that no other describe touches. */
export function callerIn(scope: string): Call {
  return async (method, path, { body, form, headers = {}, token } = {}) => {
    const sent = new Headers({ ...headers, [SCOPE_HEADER]: scope });
    if (token) sent.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) sent.set('Content-Type', 'application/json');
    const request = new Request(`${ORIGIN}${path}`, {
      method: method.toUpperCase(),
      headers: sent,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const response = await handle(request);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
    const json: unknown = isJson ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
    return {
      status: response.status,
      headers: response.headers,
      ...(isJson ? { json } : { bytes }),
    };
  };
}

/** Back to the seed with the given job timings (0 ms: a job has ended by the next request). */
export async function resetScope(call: Call, jobStartMs: number, jobEndMs: number): Promise<void> {
  const { status } = await call('post', RESET_PATH, {
    body: { jobStartMs, jobEndMs },
    headers: { [RESET_TOKEN_HEADER]: process.env.BACKEND_RESET_TOKEN ?? '' },
  });
  if (status !== 204) throw new Error(`reset answered ${status}`);
}

/** The value at `keys` inside a JSON answer (`results`, 0, `id`), or undefined. */
export function at(value: unknown, ...keys: (string | number)[]): unknown {
  let node = value;
  for (const key of keys) {
    if (typeof key === 'number') node = Array.isArray(node) ? node.at(key) : undefined;
    else node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

export function numberAt(value: unknown, ...keys: (string | number)[]): number {
  const found = at(value, ...keys);
  if (typeof found !== 'number') throw new Error(`No number at ${keys.join('.')}`);
  return found;
}

export function stringAt(value: unknown, ...keys: (string | number)[]): string {
  const found = at(value, ...keys);
  if (typeof found !== 'string') throw new Error(`No string at ${keys.join('.')}`);
  return found;
}

export const LOGIN = { username: 'conformance', password: 'demo' } as const;

export async function signIn(call: Call): Promise<{ access: string; refresh: string }> {
  const { json } = await call('post', '/api/auth/', { body: LOGIN });
  return { access: stringAt(json, 'access'), refresh: stringAt(json, 'refresh') };
}

const entriesOf = (node: unknown): [string, unknown][] =>
  isObject(node) ? Object.entries(node) : [];

/**
 * What is wrong with `answer` as an answer of `operation`: an undeclared status, a declared header
 * missing, a content type not declared, a JSON body off its schema or with a field it does not
 * name, a file that is no xlsx.
 */
export function conformanceErrors(
  spec: JsonObject,
  operation: Operation,
  answer: Answer,
): string[] {
  const responses = isObject(operation.operation.responses) ? operation.operation.responses : {};
  const declared = responses[String(answer.status)] ?? responses.default;
  if (declared === undefined)
    return [`status ${answer.status} is not declared (${Object.keys(responses).join(', ')})`];
  const response = deref(spec, declared);
  const errors = entriesOf(response.headers)
    .filter(([name]) => !answer.headers.has(name))
    .map(([name]) => `header ${name} is missing`);
  const content = entriesOf(response.content);
  if (content.length === 0) {
    const empty = answer.json === undefined && (answer.bytes?.length ?? 0) === 0;
    return empty ? errors : [...errors, 'the contract declares no body, but there is one'];
  }
  const type = answer.headers.get('Content-Type') ?? '';
  const media = content.find(([name]) => type.startsWith(name));
  if (!media) return [...errors, `Content-Type "${type}" is not declared`];
  const [name, mediaType] = media;
  if (name === 'application/json')
    return [
      ...errors,
      ...validateAgainst(spec, deref(spec, mediaType).schema, answer.json, { closed: true }),
    ];
  const zip = answer.bytes?.[0] === 0x50 && answer.bytes[1] === 0x4b;
  const file = answer.headers.get('Content-Disposition') ?? '';
  return [
    ...errors,
    ...(name === XLSX && !zip ? ['the file is not an xlsx (no PK signature)'] : []),
    ...(/^attachment;.*filename/.test(file) ? [] : [`Content-Disposition "${file}" names no file`]),
  ];
}

/** The seed's ids and the jobs a describe made, for the cases to name real things. */
export interface Fixture {
  call: Call;
  token: string;
  refresh: string;
  username: string;
  routeIds: number[];
  /** The `path_hash` of each of `routeIds`. */
  pathHashes: string[];
  routeCategory: string;
  /** The current ETag of `routeIds[1]`. */
  etag: string;
  calcJob: number;
  importJob: number;
  exportJob: number;
  temporaryId: number;
  taskId: string;
  notificationIds: number[];
  /** A saved view of the fixture's user. */
  viewId: number;
}

export const TYPED_ROUTE = {
  segments: [{ from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Казань' } }],
  vehicle_category: 'lte20',
};

/** An import file with a good row and a row of unknown city and category. */
export async function importForm(): Promise<FormData> {
  const good = { Откуда: 'Москва', Через: 'Владимир', Куда: 'Казань', 'Категория ТС': 'до 20 т' };
  const bad = { Откуда: 'Мск', Куда: 'Казань', 'Категория ТС': 'до 7 т' };
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await routeImportTemplate([good, bad]))]),
    'Маршруты.xlsx',
  );
  return form;
}

/** Resets the scope with 0 ms jobs, signs in, lists the seed and runs one job of each kind. */
export async function fixtureIn(scope: string): Promise<Fixture> {
  const call = callerIn(scope);
  await resetScope(call, 0, 0);
  const { access: token, refresh } = await signIn(call);
  const get = async (path: string) => (await call('get', path, { token })).json;
  const post = async (path: string, sent: Sent = {}) =>
    numberAt((await call('post', `/api/jobs/v1/${path}`, { token, ...sent })).json, 'id');
  const routes = await get('/api/routes/v1/?page=1&limit=2');
  const routeIds = [0, 1].map((index) => numberAt(routes, 'results', index, 'id'));
  const calcJob = await post('routes/calculator-editor/temporary/', { body: TYPED_ROUTE });
  const importJob = await post('routes/calculator-editor/import/', { form: await importForm() });
  const exportJob = await post('routes/export/', { body: { job_ids: [calcJob] } });
  const temporary = await get(`/api/routes/temporary/v1/?job__in=${calcJob}`);
  const notifications = await get('/api/notifications/v1/?page=1&limit=2');
  const started = await call('post', '/api/notifications/v1/start_import_job/', { token });
  const route = await call('get', `/api/routes/v1/${routeIds[1] ?? 0}/`, { token });
  const view = await call('post', '/api/route-views/v1/', {
    token,
    body: { name: 'Свой вид', query: 'category=lte20&limit=20' },
  });
  return {
    call,
    token,
    refresh,
    username: stringAt(await get('/api/users/'), 'results', 0, 'username'),
    routeIds,
    pathHashes: [0, 1].map((index) => stringAt(routes, 'results', index, 'path_hash')),
    routeCategory: stringAt(routes, 'results', 0, 'category'),
    etag: route.headers.get('ETag') ?? '',
    calcJob,
    importJob,
    exportJob,
    temporaryId: numberAt(temporary, 'results', 0, 'id'),
    taskId: stringAt(started.json, 'task_id'),
    notificationIds: [0, 1].map((index) => numberAt(notifications, 'results', index, 'id')),
    viewId: numberAt(view.json, 'id'),
  };
}
