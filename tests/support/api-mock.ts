import { request as httpRequest } from 'node:http';
import { http as anyRequest, HttpResponse, type HttpHandler } from 'msw';
// Fetch and XMLHttpRequest only: happy-dom sends both over Node's http, which msw/node would
// intercept a second time (each request seen twice, a passed-through body read twice).
import { setupServer } from 'msw/native';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../generated/api';
import { ports } from '../../scripts/ports.mjs';

/** The page of a unit test and the Prism mock share this origin (see vite.config.ts). */
export const API_ORIGIN = `http://127.0.0.1:${ports.unitMock}`;

/** Handlers typed by openapi.yaml: paths, parameters, bodies and answers as the contract says. */
export const http = createOpenApiHttp<paths>({ baseUrl: API_ORIGIN });

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * `request` sent to the network over Node's http, not the page's fetch: happy-dom prints
 * «socket hang up» for every request of its fetch that is cut short, as a test's end cuts the
 * calls still under way. Aborted with the page's request, without a word.
 */
function sendToNetwork(request: Request, headers: Headers, body: Buffer | null) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(request.url, {
      method: request.method,
      headers: Object.fromEntries(headers),
      signal: request.signal,
      // A connection of its own, as happy-dom's fetch opens: a kept-alive one that Prism closes
      // after five idle seconds can be reused in that very moment and fail.
      agent: false,
    });
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
        }
        resolve({
          status: incoming.statusCode ?? 502,
          headers: answerHeaders,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.end(body ?? undefined);
  });
}

/**
 * Prism's answer to `request`; `prefer` asks it for a named example or a status
 * (`example=empty`, `code=401`). The body is read in full here: happy-dom loses the body of a
 * network answer that msw passes through untouched.
 */
export async function fromPrism(request: Request, prefer?: string): Promise<HttpResponse<string>> {
  const headers = new Headers(request.headers);
  if (prefer) headers.set('Prefer', prefer);
  try {
    const body = ['GET', 'HEAD'].includes(request.method)
      ? null
      : Buffer.from(await request.arrayBuffer());
    const answer = await sendToNetwork(request, headers, body);
    return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
  } catch (error) {
    // A request its page gave up on (a screen left, a test ended) needs no answer.
    if (request.signal.aborted) return HttpResponse.error();
    throw error;
  }
}

/**
 * The one fake of the API in unit tests. A request no test handler answers goes on to the Prism
 * mock, so a test names only the calls whose answer it chooses; vitest-setup.ts starts the server
 * and drops each test's handlers after it.
 */
export const server = setupServer(anyRequest.all('*', ({ request }) => fromPrism(request)));

/** An answer the contract's examples do not give (errors, partial bodies); no body without `body`. */
export const json = (status: number, body?: unknown): HttpResponse<string> =>
  body === undefined
    ? new HttpResponse(null, { status })
    : new HttpResponse(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });

/** A request as the backend received it. */
export interface Recorded {
  method: string;
  path: string;
  /** `?page=1&limit=10`, or empty. */
  search: string;
  query: URLSearchParams;
  authorization: string | null;
  body: string;
}

/**
 * Serves `handlers` for the running test and records every request to the API, answered by
 * them or by Prism. `to(path, method)` picks the calls of one endpoint.
 */
export function mockApi(...handlers: HttpHandler[]) {
  const calls: Recorded[] = [];
  // Answers nothing, so each request goes on to the handlers below it.
  const record = anyRequest.all(`${API_ORIGIN}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const call: Recorded = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      query: url.searchParams,
      authorization: request.headers.get('Authorization'),
      body: '',
    };
    // Recorded in the order sent; the body is in before any answer is.
    calls.push(call);
    if (request.body !== null) call.body = await request.clone().text();
  });
  server.use(record, ...handlers);
  const to = (path: string, method = 'GET') =>
    calls.filter((call) => call.path === path && call.method === method);
  return { calls, to };
}

/** The values one after another, the last one from then on: a job's statuses poll by poll. */
export function inTurn<T>(values: readonly T[]): () => T {
  let next = 0;
  return () => {
    const value = values[Math.min(next, values.length - 1)];
    next += 1;
    if (value === undefined) throw new Error('inTurn needs at least one value');
    return value;
  };
}

/** Job `id` answers its polls with `statuses` in turn; `polls()` counts them. */
export function jobStatuses(id: number, statuses: readonly string[]) {
  const status = inTurn(statuses);
  let polls = 0;
  const handler = http.get('/api/jobs/v1/{id}/', ({ params, response }) => {
    if (params.id !== String(id)) return undefined;
    polls += 1;
    return response.untyped(json(200, { id, status: status(), result: null }));
  });
  return { handler, polls: () => polls };
}

/** Every call to `path` gets Prism's answer for `header` (`example=empty`, `code=500`). */
export const prefer = (path: string, header: string): HttpHandler =>
  anyRequest.all(`${API_ORIGIN}${path}`, ({ request }) => fromPrism(request, header));

/** The first `times` calls to `path` fail with `status`; the rest reach Prism. */
export function failFirst(path: string, times: number, status = 500): HttpHandler {
  let left = times;
  return anyRequest.all(`${API_ORIGIN}${path}`, () => {
    if (left <= 0) return undefined;
    left -= 1;
    return json(status, {});
  });
}
