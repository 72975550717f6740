// Jobs run NEW → STARTED → SUCCESS (or FAILED) over a couple of seconds (PRODUCT §5). Nothing
// runs on a timer: a job's status follows from the time, and its work is applied once, by the
// first request that comes after its end.
import type { JobResult } from '../../../src/api/schema';
import type { BackendConfig } from '../config';
import type { Db, JobWork, StoredJob } from '../model';
import { confirmJob } from './confirm';
import { listRoutes } from './route-list';

export const emptyResult = (): JobResult => ({
  num_of_existing_temporary_routes: 0,
  num_of_new_temporary_routes: 0,
  num_of_temporary_routes_with_errors: 0,
  errors: [],
  created_routes_id: [],
  updated_routes_id: [],
});

export function createJob(
  db: Db,
  config: BackendConfig,
  work: JobWork,
  username: string,
  now: number,
): StoredJob {
  const job: StoredJob = {
    id: db.ids.job++,
    status: 'NEW',
    result: null,
    createdAt: now,
    startsAt: now + config.jobStartMs,
    endsAt: now + config.jobEndMs,
    work,
    username,
  };
  db.jobs.set(job.id, job);
  return job;
}

function finish(db: Db, job: StoredJob, now: number): void {
  const { work } = job;
  if (work.kind === 'calculate') {
    for (const route of work.temporary) db.temporary.set(route.id, route);
    for (const row of work.raw) db.raw.set(row.id, row);
    // A row repeating an earlier one of the file is written with it, once: it counts once.
    const distinct = work.temporary.filter((route) => (route.repeats_row ?? null) === null);
    const existing = distinct.filter((route) => route.existing_route_id !== null).length;
    const failed = work.manual && work.temporary.length === 0;
    job.result = {
      ...emptyResult(),
      num_of_existing_temporary_routes: existing,
      num_of_new_temporary_routes: distinct.length - existing,
      num_of_temporary_routes_with_errors: work.raw.length,
      errors: work.raw.flatMap((row) => row.errors),
    };
    job.status = failed ? 'FAILED' : 'SUCCESS';
    return;
  }
  if (work.kind === 'confirm') {
    job.result = confirmJob(db, work.of, job.username, now);
    job.status = 'SUCCESS';
    return;
  }
  job.exported =
    'filter' in work
      ? { routes: listRoutes(db, work.filter) }
      : {
          temporary: [...db.temporary.values()].filter((route) => work.jobIds.includes(route.job)),
        };
  job.result = emptyResult();
  job.status = 'SUCCESS';
}

/** Brings every job up to `now`: statuses by the clock, work done once a job has ended. */
export function settleJobs(db: Db, now: number): void {
  for (const job of db.jobs.values()) {
    if (job.status === 'SUCCESS' || job.status === 'FAILED') continue;
    if (now >= job.endsAt) finish(db, job, now);
    else if (now >= job.startsAt) job.status = 'STARTED';
  }
}
