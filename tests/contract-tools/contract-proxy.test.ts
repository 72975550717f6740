// @vitest-environment node
// `npm run contract:proxy`: Prism in proxy mode in front of a small local backend that answers
// one route as the contract says and another with a wrong type and a missing required field.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatViolation,
  startValidatingProxy,
  violationsFromProblem,
} from '../../scripts/validating-proxy.mjs';
import { deref, isObject, loadSpec, resolvePointer } from '../contract/openapi-schema';

const route = deref(
  loadSpec(),
  resolvePointer(loadSpec(), '#/components/examples/RouteDetail'),
).value;
if (!isObject(route)) throw new Error('RouteDetail example is missing');
const broken = Object.fromEntries(
  Object.entries({ ...route, nmc: '69 700 ₽' }).filter(([key]) => key !== 'path_hash'),
);

type Proxy = Awaited<ReturnType<typeof startValidatingProxy>>;
let backend: Server | undefined;
let lenient: Proxy | undefined;
let strict: Proxy | undefined;
const lenientLines: string[] = [];
const strictLines: string[] = [];
const backendCalls: string[] = [];

beforeAll(async () => {
  backend = createServer((req, res) => {
    backendCalls.push(`${req.method ?? ''} ${req.url ?? ''}`);
    const body =
      req.url === '/api/auth/logout/' ? {} : req.url === '/api/routes/v1/2/' ? broken : route;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => backend?.listen(0, '127.0.0.1', resolve));
  const address = backend.address();
  if (!address || typeof address === 'string') throw new Error('backend has no port');
  const target = `http://127.0.0.1:${(address satisfies AddressInfo).port}`;
  [lenient, strict] = await Promise.all([
    startValidatingProxy({ target, port: 0, report: (line) => lenientLines.push(line) }),
    startValidatingProxy({
      target,
      port: 0,
      strict: true,
      report: (line) => strictLines.push(line),
    }),
  ]);
}, 40_000);

afterAll(async () => {
  await Promise.all([lenient?.stop(), strict?.stop()]);
  await new Promise((resolve) => {
    backend?.closeAllConnections();
    backend?.close(resolve);
  });
});

const headers = { Authorization: 'Bearer test', 'Content-Type': 'application/json' };
const call = (proxy: Proxy | undefined, path: string, init: RequestInit = {}) =>
  fetch(`${proxy?.url ?? ''}${path}`, { headers, ...init });

describe('contract proxy in front of a backend', () => {
  it('passes a conforming answer through without reporting anything', async () => {
    const before = lenientLines.length;
    const res = await call(lenient, '/api/routes/v1/1/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(route);
    expect(lenientLines.slice(before)).toEqual([]);
  });

  it('reports a wrong type and a missing required field with path, field and reason', async () => {
    const res = await call(lenient, '/api/routes/v1/2/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(broken);
    expect(lenientLines).toContain(
      '✖ GET /api/routes/v1/2/ → 200 · response body.path_hash: required field is missing',
    );
    expect(lenientLines).toContain(
      '✖ GET /api/routes/v1/2/ → 200 · response body.nmc: must be number,null',
    );
  });

  it('knows sign-out: a call without Authorization and its empty answer are both in order', async () => {
    const before = lenientLines.length;
    const res = await fetch(`${lenient?.url ?? ''}/api/auth/logout/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: 'refresh-of-this-session' }),
    });
    expect([res.status, await res.json()]).toEqual([200, {}]);
    expect(backendCalls).toContain('POST /api/auth/logout/');
    expect(lenientLines.slice(before)).toEqual([]);
  });

  it('reports a request that breaks the contract and still forwards it', async () => {
    const res = await call(lenient, '/api/routes/v1/1/', {
      method: 'PUT',
      body: JSON.stringify({ nmc: 'много' }),
    });
    expect(res.status).toBe(200);
    expect(backendCalls).toContain('PUT /api/routes/v1/1/');
    expect(lenientLines).toContain(
      '✖ PUT /api/routes/v1/1/ → 200 · request body.comment: required field is missing',
    );
    expect(lenientLines).toContain(
      '✖ PUT /api/routes/v1/1/ → 200 · request body.nmc: must be number,null',
    );
  });
});

describe('strict contract proxy', () => {
  it('passes a conforming answer', async () => {
    const res = await call(strict, '/api/routes/v1/1/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(route);
  });

  it('turns a response violation into an error response and reports it', async () => {
    const res = await call(strict, '/api/routes/v1/2/');
    expect(res.status).toBe(500);
    const problem: unknown = await res.json();
    expect(violationsFromProblem(problem)?.map((v) => v.location?.join('.'))).toEqual([
      'response.body',
      'response.body.nmc',
    ]);
    expect(strictLines).toContain(
      '✖ GET /api/routes/v1/2/ → 500 · response body.nmc: must be number,null',
    );
  });

  it('answers a request violation with 422 without calling the backend', async () => {
    const calls = backendCalls.length;
    const res = await call(strict, '/api/routes/v1/1/', {
      method: 'PATCH',
      body: JSON.stringify({ nmc: 'много' }),
    });
    expect(res.status).toBe(422);
    expect(backendCalls.length).toBe(calls);
    expect(strictLines).toContain(
      '✖ PATCH /api/routes/v1/1/ → 422 · request body.nmc: must be number,null',
    );
  });

  it('reports a call to a path the contract does not have', async () => {
    const res = await call(strict, '/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect(strictLines.at(-1)).toMatch(
      /^✖ GET \/api\/no-such-thing\/ → 404 · request: .+ \(NO_PATH_MATCHED_ERROR\)$/,
    );
  });
});

describe('violation lines', () => {
  const get = { method: 'GET', url: '/api/routes/v1/', status: 200 };

  it('names nested fields with their index and keeps warnings apart from errors', () => {
    expect(
      formatViolation(get, {
        location: ['response', 'body', 'results', '0', 'category'],
        severity: 'Warning',
        code: 'enum',
        message:
          'Response body property results.0.category must be equal to one of the allowed values',
      }),
    ).toBe(
      '⚠ GET /api/routes/v1/ → 200 · response body.results[0].category: must be equal to one of the allowed values',
    );
  });

  it('ignores problem bodies that came from the backend itself', () => {
    expect(violationsFromProblem({ type: 'about:blank', title: 'Not found' })).toBeNull();
    expect(violationsFromProblem({ detail: 'Страница не найдена.' })).toBeNull();
  });
});
