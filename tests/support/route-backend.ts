import { http as anyRequest, HttpResponse } from 'msw';
import { API_ORIGIN, json, server } from './api-mock';
// Not a React hook, whatever its name says.
import { useBackend as backendOfTest } from './backend';

// The built-in backend for the unit tests of bulk runs: routes set to the values a test names,
// every read and write of a route seen on its way (in flight, held, failed, answer lost), and a
// colleague's saves made straight on the backend. The run writes through the app's client.

/** A write the backend received, with the version it named. */
export interface SeenWrite {
  id: number;
  body: unknown;
  ifMatch: string | null;
}

/** A request to a route as it reached the backend, with the clock's time. */
export interface SeenRequest {
  method: string;
  id: number;
  at: number;
}

/** A request that fails: the network (`'network'`) or an answer of this status and body. */
type Failure = 'network' | { status: number; body?: unknown };

/** What a test does to a route while a request to it is on its way. */
type Touch = (id: number) => void | Promise<void>;

type Held = { nmc: number | null; comment: string | null };

const isHeld = (value: unknown): value is Held =>
  typeof value === 'object' &&
  value !== null &&
  'nmc' in value &&
  'comment' in value &&
  (value.nmc === null || typeof value.nmc === 'number') &&
  (value.comment === null || typeof value.comment === 'string');

/** The version in a strong `ETag` of the backend: `"<id>-<version>"` (docs/backend.md). */
function versionIn(etag: string | null): number {
  const version = /^"\d+-(\d+)"$/.exec(etag ?? '')?.[1];
  if (version === undefined) throw new Error(`not a route's ETag: ${etag}`);
  return Number(version);
}

/**
 * Routes `routes` on the backend, as the test names them (a number: that НМЦ, no comment),
 * everything else from the seed. `etags: false` is a server that sends no `ETag` (and then gets
 * no `If-Match`, which the backend does not ask for).
 */
export async function routesOnBackend(
  routes: Record<number, number | null | Held>,
  { etags = true } = {},
) {
  // The seed goes no further than the last route named: a smaller store is made faster.
  const api = await backendOfTest('orlov.v', {
    routeCount: Math.max(...Object.keys(routes).map(Number)),
  });
  const patch = async (id: number, body: Partial<Held>) => {
    const answer = await api(`/api/routes/v1/${id}/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`the backend refused to write route ${id}: ${answer.status}`);
    return answer;
  };
  const base = new Map<number, number>();
  await Promise.all(
    Object.entries(routes).map(async ([key, value]) => {
      const id = Number(key);
      const held =
        typeof value === 'object' && value !== null ? value : { nmc: value, comment: null };
      base.set(id, versionIn((await patch(id, held)).headers.get('ETag')));
    }),
  );

  const writes: SeenWrite[] = [];
  const requests: SeenRequest[] = [];
  const failures = new Map<number, Failure[]>();
  const afterReads: Touch[] = [];
  const beforeWrites: Touch[] = [];
  const lostAnswers = new Map<number, Touch>();
  let inFlight = 0;
  let maxInFlight = 0;
  // While held, requests wait: a test acts between a request's start and its answer.
  let held: Promise<void> = Promise.resolve();
  let release: () => void = () => undefined;

  const answer = async (request: Request, id: number): Promise<Response> => {
    await held;
    const failure = failures.get(id)?.shift();
    if (failure === 'network') return HttpResponse.error();
    if (failure) return json(failure.status, failure.body);
    const isWrite = request.method !== 'GET';
    const body = isWrite ? await request.clone().text() : undefined;
    if (isWrite) {
      for (const touch of beforeWrites) await touch(id);
      writes.push({
        id,
        body: JSON.parse(body ?? 'null'),
        ifMatch: request.headers.get('If-Match'),
      });
    }
    const path = new URL(request.url).pathname;
    const answered = await api(path, { method: request.method, headers: request.headers, body });
    if (isWrite && lostAnswers.has(id)) {
      const afterwards = lostAnswers.get(id);
      lostAnswers.delete(id);
      await afterwards?.(id);
      return HttpResponse.error();
    }
    if (!isWrite) for (const touch of afterReads) await touch(id);
    if (etags) return answered;
    const headers = new Headers(answered.headers);
    headers.delete('ETag');
    return new HttpResponse(await answered.text(), { status: answered.status, headers });
  };

  server.use(
    anyRequest.all(`${API_ORIGIN}/api/routes/v1/:id/`, async ({ request, params }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id)) return undefined;
      requests.push({ method: request.method, id, at: Date.now() });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await answer(request, id);
      } finally {
        inFlight -= 1;
      }
    }),
  );

  /** Route `id` as the backend holds it. */
  const route = async (id: number): Promise<Held> => {
    const body: unknown = await (await api(`/api/routes/v1/${id}/`)).json();
    if (!isHeld(body)) throw new Error(`route ${id} has no НМЦ and comment`);
    return { nmc: body.nmc, comment: body.comment };
  };

  return {
    writes,
    /** Every read and write of a route, failed ones too. */
    requests,
    /** The next calls to route `id` fail, one failure each, reads and writes alike. */
    failures,
    /** The `ETag` of route `id`'s `n`-th version from the test's start (1: as the test set it). */
    v: (id: number, n: number) => `"${id}-${(base.get(id) ?? 0) + n - 1}"`,
    route,
    /** A colleague saves `change` on route `id` (none: the route as it is): a new version. */
    edit: async (id: number, change: Partial<Held> = {}) => {
      await patch(id, change);
    },
    /** A colleague saves `nmc`: a new version. */
    colleague: async (id: number, nmc: number) => {
      await patch(id, { nmc });
    },
    /** `touch` runs once a read of a route has its answer, before the app gets it. */
    afterRead: (touch: Touch) => afterReads.push(touch),
    /** `touch` runs before each write of a route reaches the backend. */
    beforeWrite: (touch: Touch) => beforeWrites.push(touch),
    /** The next write of route `id` goes through, its answer is lost; `afterwards` runs between. */
    loseAnswer: (id: number, afterwards: Touch = () => undefined) =>
      lostAnswers.set(id, afterwards),
    maxInFlight: () => maxInFlight,
    inFlight: () => inFlight,
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** The backend of a test, as `routesOnBackend` sets it up. */
export type RouteBackend = Awaited<ReturnType<typeof routesOnBackend>>;
