import { ApiError } from '../../../api/api-error';
import { VersionConflictError } from '../../../api/versions';
import { createRequestLimit } from '../../../lib/request-limit';
import type { RouteIo } from './route-writes';

/** A write the fake saw, with the version it named. */
export interface FakeWrite {
  id: number;
  body: { nmc: number | null; comment: string | null };
  ifMatch: string | null;
}

interface FakeRoute {
  nmc: number | null;
  comment: string | null;
  v: number;
}

/**
 * For unit tests: a backend of versioned routes. A write names the version it read, a stale one
 * gets 412 with the route as it is; `etags: false` is a server that sends no ETag (and checks
 * none). `failures` makes the next calls to a route fail (network or 5xx). `places`: requests
 * wait for one of so many places, as the app's share the tab's (unlimited by default).
 */
export function fakeRouteIo(
  nmcs: Record<number, number | null>,
  { etags = true, places = Infinity } = {},
) {
  const routes = new Map<number, FakeRoute>(
    Object.entries(nmcs).map(([id, nmc]) => [Number(id), { nmc, comment: null, v: 1 }]),
  );
  const writes: FakeWrite[] = [];
  const waits: number[] = [];
  const failures = new Map<number, Error[]>();
  let inFlight = 0;
  let maxInFlight = 0;
  const limit = createRequestLimit(places);
  const call = <T>(id: number, answer: () => T, onPlace?: () => void): Promise<T> =>
    limit.run(async () => {
      onPlace?.();
      return respond(id, answer);
    });
  // While held, answers wait: a test acts between a request's start and its answer.
  let held: Promise<void> = Promise.resolve();
  let release: () => void = () => undefined;
  const hold = () => {
    held = new Promise((resolve) => (release = resolve));
  };
  const respond = async <T>(id: number, answer: () => T): Promise<T> => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await held;
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const failure = failures.get(id)?.shift();
    if (failure) throw failure;
    return answer();
  };
  const route = (id: number) => {
    const found = routes.get(id);
    if (!found) throw new ApiError(404, { detail: 'Не найдено.' });
    return found;
  };
  const etag = (id: number) => (etags ? `"v${route(id).v}"` : null);
  const io: RouteIo = {
    read: (id, onPlace) =>
      call(
        id,
        () => ({ data: { nmc: route(id).nmc, comment: route(id).comment }, etag: etag(id) }),
        onPlace,
      ),
    write: (id, body, ifMatch, onPlace) =>
      call(
        id,
        () => {
          writes.push({ id, body, ifMatch });
          const current = route(id);
          if (etags && ifMatch !== etag(id))
            throw new VersionConflictError(
              { id, nmc: current.nmc, comment: current.comment },
              etag(id),
            );
          routes.set(id, { nmc: body.nmc, comment: body.comment, v: current.v + 1 });
          return etags ? { etag: etag(id) } : { id, nmc: body.nmc };
        },
        onPlace,
      ),
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
  /** A colleague saves `change` on route `id`: a new version. */
  const edit = (id: number, change: Partial<Omit<FakeRoute, 'v'>>) =>
    routes.set(id, { ...route(id), ...change, v: route(id).v + 1 });
  /** A colleague saves `nmc`: a new version. */
  const colleague = (id: number, nmc: number) => edit(id, { nmc });
  return {
    io,
    writes,
    waits,
    failures,
    colleague,
    edit,
    routes,
    maxInFlight: () => maxInFlight,
    inFlight: () => inFlight,
    hold,
    release: () => release(),
  };
}
