// The backend over HTTP: Node's server in front of the msw handlers, for `npm start`, `npm run
// preview:mock` and the browser tests. Unit tests call `handle` without a server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { MAX_REQUEST_HEADERS_BYTES } from '../../scripts/request-size.mjs';
import { handlers } from './handlers';
import { answer, BACKEND_ORIGIN } from './http';
import { reset } from './reset';
import { RESET_PATH } from './reset-call';
import { scopeOf } from './scopes';

export { RESET_PATH, RESET_TOKEN_HEADER } from './reset-call';

/** `"2-1"` → `W/"2-1"`, as a compressing proxy rewrites the tag of a body it changed. */
function weakened(response: Response): Response {
  const tag = response.headers.get('ETag');
  if (tag === null || tag.startsWith('W/')) return response;
  const headers = new Headers(response.headers);
  headers.set('ETag', `W/${tag}`);
  return new Response(response.body, { status: response.status, headers });
}

/** The backend's answer to one request addressed to any origin. */
export async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const local = new Request(`${BACKEND_ORIGIN}${url.pathname}${url.search}`, request);
  if (url.pathname === RESET_PATH && request.method === 'POST') return reset(local);
  // The scope's settings as they are when the call arrives: the one place they act on a call.
  const { latencyMs, weakEtags } = scopeOf(local).config;
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  const response = (await getResponse(handlers, local)) ?? answer(404, { detail: 'Не найдено.' });
  return weakEtags ? weakened(response) : response;
}

/**
 * Only this machine's own names: a page on another site that points a name of its own at
 * 127.0.0.1 (DNS rebinding) sends that name as `Host` and is turned away.
 */
const isLocalHost = (host: string | undefined): boolean =>
  /^(127\.0\.0\.1|localhost)(:\d+)?$/i.test(host ?? '');

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

async function answerOf(incoming: IncomingMessage): Promise<Response> {
  if (!isLocalHost(incoming.headers.host))
    return answer(403, { detail: 'Бэкенд отвечает только по адресам 127.0.0.1 и localhost.' });
  return handle(await requestOf(incoming));
}

/** Listens on 127.0.0.1:port; resolves with a function that stops it. */
export function serve(port: number): Promise<() => Promise<void>> {
  // The list of one import's routes names each of them in its address (scripts/request-size.mjs).
  const server = createServer(
    { maxHeaderSize: MAX_REQUEST_HEADERS_BYTES },
    (incoming, outgoing) => {
      answerOf(incoming)
        .then((response) => send(response, outgoing))
        .catch((error: unknown) => {
          console.error(error);
          if (!outgoing.headersSent)
            outgoing.writeHead(500, { 'Content-Type': 'application/json' });
          outgoing.end(JSON.stringify({ detail: 'Внутренняя ошибка сервера.' }));
        });
    },
  );
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
