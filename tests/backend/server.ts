// The backend over HTTP: Node's server in front of the msw handlers, for `npm start`, `npm run
// preview:mock` and the browser tests. Unit tests call `handle` without a server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { BackendConfig } from './config';
import { handlers } from './handlers';
import { answer, BACKEND_ORIGIN, isRecord, jsonBody } from './http';
import { resetScope } from './scopes';

/** Not part of the contract: a browser test resets its scope here, with its own timings. */
export const RESET_PATH = '/__backend/reset';

const TIMINGS = ['accessTtlMs', 'refreshTtlMs', 'jobStartMs', 'jobEndMs'] as const;

async function reset(request: Request): Promise<Response> {
  const body = await jsonBody(request);
  const config: Partial<BackendConfig> = {};
  for (const name of TIMINGS) {
    const value = isRecord(body) ? body[name] : undefined;
    if (typeof value === 'number' && value >= 0) config[name] = value;
  }
  resetScope(request, config);
  return answer(204);
}

/** The backend's answer to one request addressed to any origin. */
export async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const local = new Request(`${BACKEND_ORIGIN}${url.pathname}${url.search}`, request);
  if (url.pathname === RESET_PATH && request.method === 'POST') return reset(local);
  return (await getResponse(handlers, local)) ?? answer(404, { detail: 'Не найдено.' });
}

async function requestOf(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) {
    const read: unknown = chunk;
    if (Buffer.isBuffer(read)) chunks.push(read);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  return new Request(`${BACKEND_ORIGIN}${incoming.url ?? '/'}`, {
    method,
    headers,
    body: ['GET', 'HEAD'].includes(method) ? null : Buffer.concat(chunks),
  });
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** Listens on 127.0.0.1:port; resolves with a function that stops it. */
export function serve(port: number): Promise<() => Promise<void>> {
  const server = createServer((incoming, outgoing) => {
    requestOf(incoming)
      .then(handle)
      .then((response) => send(response, outgoing))
      .catch((error: unknown) => {
        console.error(error);
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json' });
        outgoing.end(JSON.stringify({ detail: 'Внутренняя ошибка сервера.' }));
      });
  });
  // Node closes a kept-alive connection after 5 idle seconds; a client (a test's request context,
  // the dev server's proxy) that sends on it in that very moment gets ECONNRESET. Idle
  // connections are kept far longer than any pause between two calls of a test.
  server.keepAliveTimeout = 10 * 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise((done) => server.close(() => done()))),
    );
  });
}
