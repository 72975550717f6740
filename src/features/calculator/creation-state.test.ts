import { describe, expect, it } from 'vitest';
import {
  activeJob,
  AddingMethod,
  creationJob,
  creationReducer,
  initialCreationState,
  parseCreationState,
} from './creation-state';

const create = { id: 101, action: 'CREATE_TEMP', method: AddingMethod.manual } as const;
const confirm = { id: 900, action: 'CONFIRM', method: AddingMethod.manual } as const;

describe('creation state', () => {
  it('starts a calculation: pending, the job tracked and added to the session first', () => {
    const before = { ...initialCreationState, sessionJobIds: [50] };
    const state = creationReducer(before, { type: 'created', job: create });
    expect(state).toMatchObject({ isPending: true, jobs: [create], sessionJobIds: [101, 50] });
  });

  it('appends the confirm job with action CONFIRM and waits for it', () => {
    let state = creationReducer(initialCreationState, { type: 'created', job: create });
    state = creationReducer(state, { type: 'finished' });
    state = creationReducer(state, { type: 'confirmStarted', job: confirm });
    expect(state.isPending).toBe(true);
    expect(activeJob(state)).toEqual(confirm);
    expect(creationJob(state)).toEqual(create);
  });

  it('clears pending flags and goes back to page 1 when a job ends', () => {
    const state = creationReducer(
      { ...initialCreationState, isPending: true, jobs: [create], page: 3 },
      { type: 'finished' },
    );
    expect(state).toMatchObject({ isPending: false, page: 1, jobs: [create] });
  });

  it('resets the calculation after a confirmation but keeps the session list', () => {
    const state = creationReducer(
      { isPending: true, jobs: [create, confirm], sessionJobIds: [101], page: 2 },
      { type: 'confirmed' },
    );
    expect(state).toEqual({ isPending: false, jobs: [], sessionJobIds: [101], page: 2 });
  });

  it('reads persisted state defensively', () => {
    expect(parseCreationState(null)).toEqual(initialCreationState);
    expect(parseCreationState('{not json')).toEqual(initialCreationState);
    expect(parseCreationState('{"isPending":true,"jobs":[]}').isPending).toBe(false);
    const stored = JSON.stringify({
      isPending: true,
      jobs: [create, { id: 'x' }],
      sessionJobIds: [101, 'a'],
      page: 0,
    });
    expect(parseCreationState(stored)).toEqual({
      isPending: true,
      jobs: [create],
      sessionJobIds: [101],
      page: 1,
    });
  });
});

describe('«Новый расчёт» while a job runs', () => {
  it('keeps the job watched in the background, with the job that created its routes', () => {
    let state = creationReducer(initialCreationState, { type: 'created', job: create });
    state = creationReducer(state, { type: 'reset' });
    expect(state).toEqual({
      isPending: false,
      jobs: [],
      sessionJobIds: [101],
      page: 1,
      detached: [{ ...create, creationJobId: 101 }],
    });
    state = creationReducer(state, { type: 'created', job: { ...create, id: 102 } });
    expect(state.detached).toEqual([{ ...create, creationJobId: 101 }]);
    expect(parseCreationState(JSON.stringify(state))).toEqual(state);
  });

  it('drops it once it has ended, and shows the session list from its first page', () => {
    const running = {
      ...initialCreationState,
      page: 2,
      detached: [{ ...confirm, creationJobId: 101 }],
    };
    expect(creationReducer(running, { type: 'detachedFinished', id: 900 })).toEqual({
      ...initialCreationState,
      page: 1,
    });
  });

  it('leaves nothing behind when no job runs', () => {
    const state = creationReducer({ ...initialCreationState, jobs: [create] }, { type: 'reset' });
    expect(state).toEqual(initialCreationState);
  });
});
