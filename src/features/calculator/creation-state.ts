import { FIRST_PAGE } from '../../lib/constants';
import { isRecord } from '../../lib/is-record';

/** How routes are added: typed in, or imported from a spreadsheet. */
export const AddingMethod = { manual: 0, file: 1 } as const;
export type AddingMethod = (typeof AddingMethod)[keyof typeof AddingMethod];

export type JobAction = 'CREATE_TEMP' | 'CONFIRM';

export interface TrackedJob {
  id: number;
  action: JobAction;
  method: AddingMethod;
  /** The imported file's name, for the import's result under «Фоновые задачи». */
  fileName?: string;
}

/** A job left running by «Новый расчёт»: still watched, its outcome still told. */
export interface DetachedJob extends TrackedJob {
  /** The job that created the temporary route(s) this job is about. */
  creationJobId: number;
}

/**
 * The calculator's state that must survive a reload (persisted under `routeCreating`):
 * the jobs of the current calculation, whether one is still running, the jobs of this session
 * whose temporary routes are listed, and the page of that list. `detached`, only while there
 * are any: jobs a new calculation left running.
 */
export interface CreationState {
  isPending: boolean;
  jobs: TrackedJob[];
  sessionJobIds: number[];
  page: number;
  detached?: DetachedJob[];
}

export const initialCreationState: CreationState = {
  isPending: false,
  jobs: [],
  sessionJobIds: [],
  page: FIRST_PAGE,
};

export type CreationEvent =
  | { type: 'created'; job: TrackedJob }
  | { type: 'confirmStarted'; job: TrackedJob }
  | { type: 'finished' }
  | { type: 'confirmed' }
  | { type: 'reset' }
  | { type: 'detachedFinished'; id: number }
  | { type: 'page'; page: number }
  /** The calculation as it was when the session ended, back for the same user. */
  | { type: 'restore'; state: CreationState };

/** `state` with these detached jobs; the field is left out while there are none. */
function withDetached(state: CreationState, detached: DetachedJob[]): CreationState {
  const { isPending, jobs, sessionJobIds, page } = state;
  const kept = { isPending, jobs, sessionJobIds, page };
  return detached.length ? { ...kept, detached } : kept;
}

export function creationReducer(state: CreationState, event: CreationEvent): CreationState {
  switch (event.type) {
    case 'created':
      return {
        ...state,
        isPending: true,
        jobs: [event.job],
        sessionJobIds: [event.job.id, ...state.sessionJobIds.filter((id) => id !== event.job.id)],
      };
    case 'confirmStarted':
      return { ...state, isPending: true, jobs: [...state.jobs, event.job] };
    case 'finished':
      // A job ended: pending flags clear and the session list goes back to its first page.
      return { ...state, isPending: false, page: FIRST_PAGE };
    case 'confirmed':
      return { ...state, isPending: false, jobs: [] };
    case 'reset': {
      // A job still running goes on in the background: its outcome reaches the session list.
      const running = state.isPending ? activeJob(state) : undefined;
      const detached = running
        ? [
            ...(state.detached ?? []),
            { ...running, creationJobId: creationJob(state)?.id ?? running.id },
          ]
        : (state.detached ?? []);
      return withDetached({ ...state, isPending: false, jobs: [] }, detached);
    }
    case 'detachedFinished':
      return withDetached(
        { ...state, page: FIRST_PAGE },
        (state.detached ?? []).filter((job) => job.id !== event.id),
      );
    case 'page':
      return { ...state, page: event.page };
    case 'restore':
      return event.state;
  }
}

/** The job being waited for, or shown: the last one of the current calculation. */
export const activeJob = (state: CreationState): TrackedJob | undefined => state.jobs.at(-1);

/** The job that created the temporary route(s) of the current calculation. */
export const creationJob = (state: CreationState): TrackedJob | undefined =>
  state.jobs.find((job) => job.action === 'CREATE_TEMP');

const isTrackedJob = (value: unknown): value is TrackedJob =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  (value.action === 'CREATE_TEMP' || value.action === 'CONFIRM') &&
  (value.method === AddingMethod.manual || value.method === AddingMethod.file) &&
  (value.fileName === undefined || typeof value.fileName === 'string');

const isDetachedJob = (value: unknown): value is DetachedJob =>
  isTrackedJob(value) && isRecord(value) && typeof value.creationJobId === 'number';

/** Reads a state defensively: anything unreadable starts afresh. */
export function creationStateOf(value: unknown): CreationState {
  if (!isRecord(value)) return initialCreationState;
  const jobs = Array.isArray(value.jobs) ? value.jobs.filter(isTrackedJob) : [];
  const sessionJobIds = Array.isArray(value.sessionJobIds)
    ? value.sessionJobIds.filter((id): id is number => Number.isInteger(id))
    : [];
  const page =
    Number.isInteger(value.page) && Number(value.page) > 0 ? Number(value.page) : FIRST_PAGE;
  const detached = Array.isArray(value.detached) ? value.detached.filter(isDetachedJob) : [];
  return withDetached(
    { isPending: value.isPending === true && jobs.length > 0, jobs, sessionJobIds, page },
    detached,
  );
}

/** Reads persisted state defensively: anything unreadable starts afresh. */
export function parseCreationState(raw: string | null): CreationState {
  if (!raw) return initialCreationState;
  try {
    return creationStateOf(JSON.parse(raw));
  } catch {
    return initialCreationState;
  }
}
