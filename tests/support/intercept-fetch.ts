import { vi } from 'vitest';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/** Answers a request itself, or returns undefined to let it through to the mock. */
export type Override = (request: Request) => Response | undefined | Promise<Response | undefined>;

/**
 * Records every request and passes it on to the Prism mock, unless `override` answers it (or
 * adjusts it first, e.g. with a `Prefer` header). Undo with `vi.unstubAllGlobals()`.
 */
export function interceptFetch(override: Override = () => undefined) {
  const realFetch = globalThis.fetch;
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (request: Request, init?: RequestInit) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: request.body === null ? '' : await request.clone().text(),
    });
    return (await override(request)) ?? realFetch(request, init);
  });
  const to = (path: string, method = 'GET') =>
    calls.filter((call) => call.path === path && call.method === method);
  return { calls, to };
}

/** The request's path, for matching in an override. */
export const pathOf = (request: Request): string => new URL(request.url).pathname;
