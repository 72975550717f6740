// @vitest-environment node
// The built-in backend (tests/backend, PRODUCT §5) against openapi.yaml: every call of the contract
// is sent at least once, and every answer, success or error, must be one the contract declares,
// with its schema, its headers and, for files, a real xlsx.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  callerIn,
  conformanceErrors,
  fixtureIn,
  importForm,
  LOGIN,
  numberAt,
  resetScope,
  signIn,
  stringAt,
  TYPED_ROUTE,
  type Answer,
  type Fixture,
  type Sent,
} from './backend-calls';
import { allRows, FILTER_CASES } from './backend-filter-cases';
import { deref, isObject, loadSpec, operations, validateAgainst } from './openapi-schema';
import { ROUTE_IMPORT_FILES } from '../../src/api/uploads';

const spec = loadSpec();
const ops = operations(spec);
const labelOf = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
const opOf = (label: string) => ops.find((op) => labelOf(op) === label);

/** A request of a table: the contract's `METHOD path`, and what to send (`id` fills the path). */
type Request = Sent & { id?: string | number; query?: string };
type Case = [label: string, send?: (f: Fixture) => Request | Promise<Request>];

async function send(f: Fixture, [label, make]: Case, override: Sent = {}): Promise<Answer> {
  const { id, query, ...sent } = (await make?.(f)) ?? {};
  const [method = '', template = ''] = label.split(' ');
  const path = template.replace(/\{[^}]+\}/, String(id)) + (query ? `?${query}` : '');
  return f.call(method, path, { token: f.token, ...sent, ...override });
}

function expectConforms(label: string, answer: Answer, status: number): void {
  const op = opOf(label);
  expect(op, `${label} is not in openapi.yaml`).toBeDefined();
  expect(conformanceErrors(spec, op!, answer), `${label} → ${answer.status}`).toEqual([]);
  expect(answer.status, `${label}: ${JSON.stringify(answer.json)}`).toBe(status);
}

const q = encodeURIComponent;
const CASES: Case[] = [
  ['POST /api/auth/', () => ({ body: LOGIN })],
  ['POST /users/login/', () => ({ body: LOGIN })],
  ['POST /api/auth/refresh-token/', (f) => ({ body: { refresh: f.refresh } })],
  // A session of its own: signing out revokes its refresh token.
  ['POST /api/auth/logout/', async (f) => ({ body: { refresh: (await signIn(f.call)).refresh } })],
  ['GET /api/users/', () => ({ query: 'page=1&limit=10' })],
  ['GET /api/users/me/'],
  ['GET /api/users/{username}/', (f) => ({ id: f.username })],
  [
    'PUT /api/users/{username}/',
    (f) => ({
      id: f.username,
      body: { username: f.username, first_name: 'Анна', email: 'anna@example.com' },
    }),
  ],
  [
    'PATCH /api/users/{username}/',
    (f) => ({ id: f.username, body: { email: 'a.ivanova@example.com' } }),
  ],
  [
    'GET /api/charts/v1/chart/city-city/',
    (f) => ({ query: `route_id=${f.routeIds[0]!}&category=${f.routeCategory}&page=1&limit=1000` }),
  ],
  [
    'GET /api/charts/v1/chart/region-region/',
    () => ({
      query: `from_region=${q('Москва')}&to_region=${q('Республика Татарстан')}&category=lte20&page=1&limit=1000`,
    }),
  ],
  ['GET /api/charts/v1/filters/data_source/'],
  ['GET /api/jobs/v1/', () => ({ query: 'page=1&limit=10' })],
  ['GET /api/jobs/v1/{id}/', (f) => ({ id: f.importJob })],
  ['POST /api/jobs/v1/{id}/confirm/', (f) => ({ id: f.calcJob })],
  [
    'POST /api/jobs/v1/routes/calculator-editor/import/',
    async () => ({ form: await importForm() }),
  ],
  ['POST /api/jobs/v1/routes/calculator-editor/temporary/', () => ({ body: TYPED_ROUTE })],
  [
    'POST /api/jobs/v1/routes/export/',
    () => ({ body: { route_filters: { category: ['lte20'], nmc_min: 10000 } } }),
  ],
  ['GET /api/jobs/v1/{id}/routes/export/result/', (f) => ({ id: f.exportJob })],
  [
    'GET /api/nmc-changes-history/v1/',
    (f) => ({ query: `route_id=${f.routeIds[0]!}&page=1&limit=10` }),
  ],
  ['GET /api/notifications/v1/', () => ({ query: 'page=1&limit=10' })],
  ['GET /api/notifications/v1/{id}/', (f) => ({ id: f.notificationIds[0] })],
  ['POST /api/notifications/v1/start_import_job/'],
  ['POST /api/notifications/v1/start-import-job/'],
  ['GET /api/notifications/v1/status_import_job/', (f) => ({ query: `task_id=${f.taskId}` })],
  ['GET /api/notifications/v1/status-import-job/{task_id}/', (f) => ({ id: f.taskId })],
  ['GET /api/notifications/v1/get_file_import_job/', (f) => ({ query: `task_id=${f.taskId}` })],
  ['GET /api/notifications/v1/get-file-import-job/', (f) => ({ query: `task_id=${f.taskId}` })],
  ['GET /api/routes/raw-with-errors/v1/', (f) => ({ query: `job__in=${f.importJob}&page=1` })],
  [
    'GET /api/routes/temporary/v1/',
    (f) => ({ query: `job__in=${f.calcJob},${f.importJob}&limit=20` }),
  ],
  ['GET /api/routes/temporary/v1/{id}/', (f) => ({ id: f.temporaryId })],
  [
    'PUT /api/routes/temporary/v1/{id}/',
    (f) => ({ id: f.temporaryId, body: { nmc: 71500, comment: 'По рынку' } }),
  ],
  ['PATCH /api/routes/temporary/v1/{id}/', (f) => ({ id: f.temporaryId, body: { comment: null } })],
  ['GET /api/routes/v1/', () => ({ query: 'category=lte10,lte20&nmc_min=1000&page=2&limit=20' })],
  ['GET /api/routes/v1/{id}/', (f) => ({ id: f.routeIds[0] })],
  // Without `If-Match` a write goes ahead (old clients); with the current ETag it does too.
  [
    'PUT /api/routes/v1/{id}/',
    (f) => ({ id: f.routeIds[0], body: { nmc: 68000, comment: 'Индексация' } }),
  ],
  [
    'PATCH /api/routes/v1/{id}/',
    (f) => ({ id: f.routeIds[1], body: { nmc: 54000 }, headers: { 'If-Match': f.etag } }),
  ],
  ['GET /api/routes/v1/filter/waypoint/autocomplete/', () => ({ query: `query=${q('Каз')}` })],
  ['GET /api/routes/v1/path/waypoint/autocomplete/', () => ({ query: `query=${q('нижн')}` })],
  ['GET /api/routes/v1/filters/choices/'],
  ['GET /api/route-views/v1/', () => ({ query: 'page=1&limit=10' })],
  [
    'POST /api/route-views/v1/',
    () => ({
      body: { name: 'Дальние', query: 'distanceMin=1000&ordering=-distance', shared: true },
    }),
  ],
  [
    'PATCH /api/route-views/v1/{id}/',
    (f) => ({ id: f.viewId, body: { query: 'category=lte10', shared: true } }),
  ],
  // Deletes last: the cases above read the notifications and the temporary route.
  ['DELETE /api/notifications/v1/{id}/', (f) => ({ id: f.notificationIds[1] })],
  ['DELETE /api/routes/temporary/v1/{id}/', (f) => ({ id: f.temporaryId })],
  ['DELETE /api/notifications/v1/all/'],
  ['DELETE /api/route-views/v1/{id}/', (f) => ({ id: f.viewId })],
];

/** What a call answers when it goes well: 200 but for a delete and a create. */
const successOf = (label: string) =>
  label.startsWith('DELETE') ? 204 : label === 'POST /api/route-views/v1/' ? 201 : 200;

describe('the backend answers every call of openapi.yaml as the contract says', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixtureIn('conformance-1');
  });

  it('has a case for every operation of the contract, and no case for a call it lacks', () => {
    const covered = new Set(CASES.map(([label]) => label));
    expect(ops.map(labelOf).filter((label) => !covered.has(label))).toEqual([]);
    expect([...covered].filter((label) => !opOf(label))).toEqual([]);
  });

  for (const one of CASES) {
    it(one[0], async () => {
      const answer = await send(f, one);
      expectConforms(one[0], answer, successOf(one[0]));
      // An empty page proves little: each list here is asked for what the seed and jobs hold.
      const results = at(answer.json, 'results');
      if (Array.isArray(results)) expect(results.length, 'an empty page').toBeGreaterThan(0);
    });
  }

  // The contract makes `route_id` optional on both and declares no 400 for them.
  for (const label of ['GET /api/nmc-changes-history/v1/', 'GET /api/charts/v1/chart/city-city/'])
    it(`${label} without its optional route_id`, async () => {
      expectConforms(label, await send(f, [label]), 200);
    });
});

/** Secured unless the operation opts out with `security: []` (the global bearerAuth applies). */
const isSecured = (label: string) => {
  const security = opOf(label)?.operation.security;
  return !Array.isArray(security) || security.length > 0;
};
const requestSchema = (label: string): unknown =>
  at(
    deref(spec, opOf(label)?.operation.requestBody ?? {}),
    'content',
    'application/json',
    'schema',
  );
/** The first example body of the contract's request, a valid body for a call that must 404. */
const exampleBody = (label: string): unknown => {
  const examples = at(
    deref(spec, opOf(label)?.operation.requestBody ?? {}),
    'content',
    'application/json',
    'examples',
  );
  const first = isObject(examples) ? Object.values(examples)[0] : undefined;
  return first === undefined ? undefined : deref(spec, first).value;
};

const formWith = (text: string): FormData => {
  const form = new FormData();
  form.append('file', new Blob([text]), 'Маршруты.csv');
  return form;
};

const INVALID: Case[] = [
  ['POST /api/auth/', () => ({ body: { username: 'conformance' } })],
  ['POST /users/login/', () => ({ body: { password: 'demo' } })],
  ['POST /api/auth/refresh-token/', () => ({ body: {} })],
  ['POST /api/auth/logout/', () => ({ body: {} })],
  ['PUT /api/users/{username}/', (f) => ({ id: f.username, body: { first_name: 'Анна' } })],
  ['PATCH /api/users/{username}/', (f) => ({ id: f.username, body: { email: 'не адрес' } })],
  [
    'POST /api/jobs/v1/routes/calculator-editor/temporary/',
    () => ({ body: { ...TYPED_ROUTE, segments: [] } }),
  ],
  [
    'POST /api/jobs/v1/routes/calculator-editor/temporary/',
    () => ({ body: { ...TYPED_ROUTE, vehicle_category: 'lte7' } }),
  ],
  ['POST /api/jobs/v1/routes/export/', () => ({ body: { job_ids: [101], route_filters: {} } })],
  ['POST /api/jobs/v1/routes/export/', () => ({ body: {} })],
  ['POST /api/jobs/v1/routes/calculator-editor/import/', () => ({ form: new FormData() })],
  ['POST /api/jobs/v1/routes/calculator-editor/import/', () => ({ form: formWith('Откуда;Куда') })],
  ['POST /api/jobs/v1/routes/calculator-editor/import/', () => ({ form: formWith('') })],
  ['PUT /api/routes/temporary/v1/{id}/', (f) => ({ id: f.temporaryId, body: { nmc: 70000 } })],
  ['PATCH /api/routes/temporary/v1/{id}/', (f) => ({ id: f.temporaryId, body: { nmc: 'abc' } })],
  ['PUT /api/routes/v1/{id}/', (f) => ({ id: f.routeIds[0], body: { nmc: 'abc', comment: null } })],
  ['PATCH /api/routes/v1/{id}/', (f) => ({ id: f.routeIds[0], body: { nmc: 'abc' } })],
  [
    'PATCH /api/routes/v1/{id}/',
    (f) => ({ id: f.routeIds[0], body: { comment: 'а'.repeat(1001) } }),
  ],
  ['POST /api/route-views/v1/', () => ({ body: { name: '', query: 'category=lte20' } })],
  ['POST /api/route-views/v1/', () => ({ body: { name: 'Без условий' } })],
  ['PATCH /api/route-views/v1/{id}/', (f) => ({ id: f.viewId, body: { shared: 'да' } })],
  ['PATCH /api/route-views/v1/{id}/', (f) => ({ id: f.viewId, body: { name: 'а'.repeat(101) } })],
];

/** Every call with an id in its path, sent with an id nobody has and the contract's own body. */
const UNKNOWN: Case[] = [
  ...ops
    .filter(({ path, operation }) => path.includes('{') && at(operation, 'responses', '404'))
    .map((op): Case => [
      labelOf(op),
      () => ({
        id: op.path.includes('{id}') ? 999999 : 'nobody-0',
        body: exampleBody(labelOf(op)),
      }),
    ]),
  ...['status_import_job', 'get_file_import_job', 'get-file-import-job'].map((name): Case => [
    `GET /api/notifications/v1/${name}/`,
    () => ({ query: 'task_id=nobody-0' }),
  ]),
];

describe('the backend answers errors in the shapes of openapi.yaml', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixtureIn('conformance-2');
  });

  // Every secured call, so every tag: the table above covers the whole contract.
  for (const one of CASES.filter(([label]) => isSecured(label)))
    it(`401 without a token or with a token nobody issued: ${one[0]}`, async () => {
      expectConforms(one[0], await send(f, one, { token: '' }), 401);
      expectConforms(one[0], await send(f, one, { token: 'not-a-token' }), 401);
    });

  it('401 for a wrong password, a refresh token used twice, and one signed out', async () => {
    for (const label of ['POST /api/auth/', 'POST /users/login/'])
      expectConforms(
        label,
        await send(f, [label, () => ({ body: { ...LOGIN, password: 'x' } })]),
        401,
      );
    const refresh: Case = [
      'POST /api/auth/refresh-token/',
      () => ({ body: { refresh: f.refresh } }),
    ];
    expectConforms(refresh[0], await send(f, refresh), 200);
    expectConforms(refresh[0], await send(f, refresh), 401);
    const { refresh: signedOut } = await signIn(f.call);
    const logout: Case = ['POST /api/auth/logout/', () => ({ body: { refresh: signedOut } })];
    expectConforms(logout[0], await send(f, logout), 200);
    expectConforms(logout[0], await send(f, logout), 401);
    expectConforms(refresh[0], await send(f, [refresh[0], () => logout[1]!(f)]), 401);
  });

  for (const one of UNKNOWN)
    it(`404 for an id nobody has: ${one[0]}`, async () => {
      expectConforms(one[0], await send(f, one), 404);
    });

  it('413 for a file over the import limit', async () => {
    const label = 'POST /api/jobs/v1/routes/calculator-editor/import/';
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ROUTE_IMPORT_FILES.maxBytes! + 1)]), 'big.xlsx');
    expectConforms(label, await send(f, [label, () => ({ form })]), 413);
  });

  INVALID.forEach((one, index) =>
    it(`400 for a body the contract does not allow: ${one[0]} #${index + 1}`, async () => {
      const request = await one[1]!(f);
      // The case itself must break the contract, or a 400 would be the backend's fault.
      if (request.body !== undefined)
        expect(validateAgainst(spec, requestSchema(one[0]), request.body)).not.toEqual([]);
      expectConforms(one[0], await send(f, one), 400);
    }),
  );

  it('403 to a colleague who changes or deletes a shared view, 404 for one not shared', async () => {
    const views = await f.call('get', '/api/route-views/v1/?limit=100', { token: f.token });
    const shared = at(views.json, 'results', 0);
    expect(at(shared, 'owner')).not.toBe(LOGIN.username);
    const path = `/api/route-views/v1/${numberAt(shared, 'id')}/`;
    const patch = 'PATCH /api/route-views/v1/{id}/';
    const remove = 'DELETE /api/route-views/v1/{id}/';
    expectConforms(
      patch,
      await f.call('patch', path, { token: f.token, body: { name: 'Моё' } }),
      403,
    );
    expectConforms(remove, await f.call('delete', path, { token: f.token }), 403);
    const after = await f.call('get', '/api/route-views/v1/?limit=100', { token: f.token });
    expect(at(after.json, 'results', 0)).toEqual(shared);
    // The seed's second view is its owner's alone: nobody else sees, changes or deletes it.
    const hidden = '/api/route-views/v1/2/';
    expect(JSON.stringify(after.json)).not.toContain('"id":2,');
    expectConforms(
      patch,
      await f.call('patch', hidden, { token: f.token, body: { name: 'Моё' } }),
      404,
    );
    expectConforms(remove, await f.call('delete', hidden, { token: f.token }), 404);
  });

  it('400 for a view named as another of the owner’s views, whatever the case', async () => {
    const label = 'POST /api/route-views/v1/';
    const body = { name: 'Мой вид', query: '' };
    expectConforms(
      label,
      await f.call('post', '/api/route-views/v1/', { token: f.token, body }),
      201,
    );
    const again = await f.call('post', '/api/route-views/v1/', {
      token: f.token,
      body: { ...body, name: ' мой ВИД ' },
    });
    expectConforms(label, again, 400);
    expect(again.json).toEqual({ name: ['Вид с таким названием уже есть.'] });
  });

  it('412 with the current route and its ETag for a stale If-Match, and no change made', async () => {
    const path = `/api/routes/v1/${f.routeIds[1]!}/`;
    for (const [method, label] of [
      ['put', 'PUT'],
      ['patch', 'PATCH'],
    ] as const) {
      const before = await f.call('get', path, { token: f.token });
      const stale = before.headers.get('ETag') ?? '';
      const body = { nmc: 61000, comment: `${label}: первая правка` };
      const written = await f.call(method, path, {
        token: f.token,
        body,
        headers: { 'If-Match': stale },
      });
      expectConforms(`${label} /api/routes/v1/{id}/`, written, 200);
      expect(written.headers.get('ETag')).not.toBe(stale);
      const late = { nmc: 1, comment: 'поверх чужой правки' };
      const refused = await f.call(method, path, {
        token: f.token,
        body: late,
        headers: { 'If-Match': stale },
      });
      expectConforms(`${label} /api/routes/v1/{id}/`, refused, 412);
      expect(refused.headers.get('ETag')).toBe(written.headers.get('ETag'));
      expect(refused.json).toEqual(written.json);
      const after = await f.call('get', path, { token: f.token });
      expect([after.headers.get('ETag'), after.json]).toEqual([
        written.headers.get('ETag'),
        written.json,
      ]);
    }
  });
});

describe('jobs run NEW → STARTED → SUCCESS and are answered as the contract says', () => {
  const call = callerIn('conformance-3');

  /** Polls until SUCCESS (2 s at most), checking every answer and that the status only moves on. */
  async function expectRunsThrough(label: string, path: string, token: string, order: string[]) {
    const seen: string[] = [];
    for (const deadline = Date.now() + 2000; seen.at(-1) !== 'SUCCESS' && Date.now() < deadline;) {
      const answer = await call('get', path, { token });
      expectConforms(label, answer, 200);
      seen.push(stringAt(answer.json, 'status'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const steps = seen.map((status) => order.indexOf(status));
    expect([order.slice(0, 2).includes(seen[0]!), seen.at(-1), steps], seen.join(' → ')).toEqual([
      true,
      'SUCCESS',
      [...steps].sort((a, b) => a - b),
    ]);
  }

  it('a calculation, its export and a notifications import each end in SUCCESS', async () => {
    // 30 ms NEW, then STARTED until 90 ms: fast, and yet slow enough to be seen running.
    await resetScope(call, 30, 90);
    const { access: token } = await signIn(call);
    const post = async (path: string, body?: unknown) =>
      (await call('post', path, { token, body })).json;
    const jobs = ['NEW', 'STARTED', 'SUCCESS'];
    const job = numberAt(
      await post('/api/jobs/v1/routes/calculator-editor/temporary/', TYPED_ROUTE),
      'id',
    );
    await expectRunsThrough('GET /api/jobs/v1/{id}/', `/api/jobs/v1/${job}/`, token, jobs);
    const exportJob = numberAt(await post('/api/jobs/v1/routes/export/', { job_ids: [job] }), 'id');
    await expectRunsThrough('GET /api/jobs/v1/{id}/', `/api/jobs/v1/${exportJob}/`, token, jobs);
    const file = await call('get', `/api/jobs/v1/${exportJob}/routes/export/result/`, { token });
    expectConforms('GET /api/jobs/v1/{id}/routes/export/result/', file, 200);
    const task = stringAt(await post('/api/notifications/v1/start-import-job/'), 'task_id');
    const status = 'GET /api/notifications/v1/status-import-job/{task_id}/';
    const path = `/api/notifications/v1/status-import-job/${task}/`;
    await expectRunsThrough(status, path, token, ['PENDING', 'STARTED', 'SUCCESS']);
  });
});

/** The optional query parameters of a list call (its 200 answer has `results`), but paging. */
function filtersOf(label: string): string[] {
  const op = opOf(label);
  if (!op) return [];
  const listed = (node: unknown): unknown[] =>
    Array.isArray(node) ? node.map((item: unknown) => item) : [];
  const params = [...listed(op.pathItem.parameters), ...listed(op.operation.parameters)].map(
    (param) => deref(spec, param),
  );
  return params
    .filter((p) => p.in === 'query' && p.required !== true)
    .map((p) => String(p.name))
    .filter((name) => name !== 'page' && name !== 'limit');
}

const answerSchema = (label: string): unknown =>
  at(
    deref(spec, at(opOf(label)?.operation, 'responses', '200') ?? {}),
    'content',
    'application/json',
    'schema',
  );
const isList = (label: string) =>
  at(deref(spec, answerSchema(label) ?? {}), 'properties', 'results') !== undefined;

describe('every filter of a list call narrows the list as it says', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixtureIn('conformance-4');
    // A second import: rows with errors of two jobs, for `job__in` to choose between.
    await f.call('post', '/api/jobs/v1/routes/calculator-editor/import/', {
      token: f.token,
      form: await importForm(),
    });
  });

  it('has a case for every filter of every list call', () => {
    const lists = ops.filter((op) => op.method === 'get' && isList(labelOf(op))).map(labelOf);
    const missing = lists.flatMap((label) =>
      filtersOf(label)
        .filter((name) => !(name in (FILTER_CASES[label]?.filters ?? {})))
        .map((name) => `${label} ${name}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(FILTER_CASES).filter((label) => !lists.includes(label))).toEqual([]);
  });

  const path = (label: string) => label.split(' ')[1] ?? '';
  const key = (row: unknown) => JSON.stringify(row);

  for (const [label, list] of Object.entries(FILTER_CASES))
    for (const [name, filter] of Object.entries(list.filters)) {
      if (typeof filter === 'string') continue;
      it(`${label} ${name}`, async () => {
        const base = list.base(f, name);
        const rows = (query: string) =>
          allRows(f.call, f.token, path(label), [base, query].filter(Boolean).join('&'));
        const all = await rows('');
        if (filter.kind === 'row') {
          const value = filter.value(all, f);
          const expected = all.filter((row) => filter.holds(row, value));
          // The case is worth something only where the data allows a difference.
          expect(expected.length > 0, `${name}=${value}: rows that satisfy it`).toBe(!filter.empty);
          expect(expected.length, `${name}=${value}: rows that do not`).toBeLessThan(all.length);
          const got = await rows(`${name}=${encodeURIComponent(value)}`);
          expect(got.map(key), `${name}=${value}`).toEqual(expected.map(key));
          return;
        }
        const [one, other] = filter.values(f);
        const first = await rows(`${name}=${encodeURIComponent(one)}`);
        const second = await rows(`${name}=${encodeURIComponent(other)}`);
        expect([first.length > 0, second.length > 0], `${name}: both answers`).toEqual([
          true,
          true,
        ]);
        expect(first.map(key), `${name}=${one} and ${name}=${other}`).not.toEqual(second.map(key));
        // Each a part of the unfiltered list, where there is one.
        const known = new Set(all.map(key));
        if (all.length > 0)
          for (const row of [...first, ...second]) expect(known.has(key(row))).toBe(true);
      });
    }
});

describe('the route list sorts and filters by the market as RouteOrdering and its bounds say', () => {
  // The fields RouteOrdering's pattern names, `^-?(id|nmc|…)(,…)*$`: one a field the contract
  // adds gets its case here without a second list.
  const { pattern } = deref(spec, { $ref: '#/components/schemas/RouteOrdering' });
  const FIELDS = /^\^-\?\(([^)]+)\)/.exec(String(pattern))?.[1]?.split('|') ?? [];
  it('names the fields RouteOrdering sorts by', () => {
    expect(FIELDS).toEqual([
      'id',
      'nmc',
      'distance',
      'tariff',
      'nmc_adjustments',
      'updated_at',
      'market_deviation',
    ]);
  });
  const LIST = 'GET /api/routes/v1/';
  let f: Fixture;
  beforeAll(async () => {
    f = await fixtureIn('conformance-4');
  });

  /** Every route the query finds, page by page, each page checked against the contract. */
  async function all(query: string): Promise<Record<string, unknown>[]> {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await send(f, [LIST, () => ({ query: `${query}&page=${page}&limit=100` })]);
      expectConforms(LIST, answer, 200);
      const results = at(answer.json, 'results');
      if (Array.isArray(results)) rows.push(...results.filter(isObject));
      if (rows.length >= numberAt(answer.json, 'total')) return rows;
    }
  }
  const valueOf = (row: Record<string, unknown>, field: string): number | null => {
    const value = row[field];
    if (typeof value === 'string') return Date.parse(value);
    return typeof value === 'number' ? value : null;
  };
  const idOf = (row: Record<string, unknown>) => numberAt(row, 'id');

  it('sends both market fields with every route, a number or null', async () => {
    const rows = await all('');
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect('market_nmc' in row && 'market_deviation' in row).toBe(true);
    expect(rows.some((row) => row.market_deviation === null)).toBe(true);
  });

  for (const field of FIELDS)
    for (const descending of [false, true])
      it(`ordering=${descending ? '-' : ''}${field}: nulls last either way, ties newest first`, async () => {
        const rows = await all('');
        const expected = [...rows].sort((a, b) => {
          const x = valueOf(a, field);
          const y = valueOf(b, field);
          if (x === y) return idOf(b) - idOf(a);
          if (x === null) return 1;
          if (y === null) return -1;
          return descending ? y - x : x - y;
        });
        const sorted = await all(`ordering=${descending ? '-' : ''}${field}`);
        expect(sorted.map(idOf)).toEqual(expected.map(idOf));
      });

  it('takes several fields in turn and leaves out a field it does not know', async () => {
    const byTariff = await all('ordering=tariff,id');
    for (const [a, b] of byTariff.slice(1).map((row, i) => [byTariff[i]!, row] as const))
      if (valueOf(a, 'tariff') === valueOf(b, 'tariff')) expect(idOf(a)).toBeLessThan(idOf(b));
    expect((await all('ordering=category')).map(idOf)).toEqual((await all('')).map(idOf));
  });

  it('filters by market_deviation_min/max: only routes with a deviation within both bounds', async () => {
    const within = (await all('')).filter((row) => {
      const deviation = valueOf(row, 'market_deviation');
      return deviation !== null && deviation >= -5 && deviation <= 10.5;
    });
    expect(within.length).toBeGreaterThan(0);
    const found = await all('market_deviation_min=-5&market_deviation_max=10.5');
    expect(found.map(idOf)).toEqual(within.map(idOf));
  });
});
