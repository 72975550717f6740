import { useSyncExternalStore } from 'react';
import { onSessionEnding } from '../../api/session';
import { isRecord } from '../../lib/is-record';
import { storedList } from '../../lib/stored-list';

/**
 * A confirmed import, as «Фоновые задачи» keeps it: the routes it created and changed. Kept in the
 * tab's session storage, so a reload keeps it in view and the next user of the tab does not.
 */
export interface ImportOutcome {
  /** The confirmation's job. */
  jobId: number;
  fileName: string;
  created: number[];
  updated: number[];
}

const isIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

function parseOutcome(value: unknown): ImportOutcome | null {
  if (!isRecord(value)) return null;
  const { jobId, fileName, created, updated } = value;
  if (typeof jobId !== 'number' || !Number.isInteger(jobId) || typeof fileName !== 'string')
    return null;
  return isIds(created) && isIds(updated) ? { jobId, fileName, created, updated } : null;
}

const stored = storedList('importOutcomes', parseOutcome);
const { read } = stored;
const listeners = new Set<() => void>();

/** Reads the stored list defensively: anything unreadable is dropped. */
export const parseImportOutcomes = stored.parse;

function write(next: readonly ImportOutcome[]): void {
  stored.write(next);
  listeners.forEach((listener) => listener());
}

/** An import was confirmed: its outcome joins the list, newest first. */
export function keepImportOutcome(outcome: ImportOutcome): void {
  write([outcome, ...read().filter((kept) => kept.jobId !== outcome.jobId)]);
}

/** «Убрать». */
export const dismissImportOutcome = (jobId: number): void =>
  write(read().filter((kept) => kept.jobId !== jobId));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The session's end, here or in another tab, empties the list on screen with the storage.
  const stop = onSessionEnding(() => write([]));
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export const useImportOutcomes = (): readonly ImportOutcome[] =>
  useSyncExternalStore(subscribe, read);
