/** A scripted stand-in for fetch: answers each request with the handler's Response and records it. */
export interface Recorded {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

export type Handler = (request: Request, signal: AbortSignal) => Response | Promise<Response>;

export const json = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

export function fakeFetch(handler: Handler) {
  const calls: Recorded[] = [];
  const fetch = async (request: Request, init?: RequestInit): Promise<Response> => {
    const body = request.body === null ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      authorization: request.headers.get('Authorization'),
      body,
    });
    return handler(request, init?.signal ?? request.signal);
  };
  return { fetch, calls };
}
