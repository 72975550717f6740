import { useSyncExternalStore } from 'react';
import { sessionSignal } from '../../api/session';

/** A confirmed import, as «Фоновые задачи» keeps it: the routes it created and changed. */
export interface ImportOutcome {
  /** The confirmation's job. */
  jobId: number;
  fileName: string;
  created: number[];
  updated: number[];
}

// Kept in memory for as long as the page, as the finished downloads are; the next user of the
// tab does not see them.
let outcomes: readonly ImportOutcome[] = [];
const listeners = new Set<() => void>();

function write(next: readonly ImportOutcome[]): void {
  outcomes = next;
  listeners.forEach((listener) => listener());
}

/** An import was confirmed: its outcome joins the list, newest first. */
export function keepImportOutcome(outcome: ImportOutcome): void {
  write([outcome, ...outcomes.filter((kept) => kept.jobId !== outcome.jobId)]);
  sessionSignal().addEventListener('abort', () => write([]), { once: true });
}

/** «Убрать». */
export const dismissImportOutcome = (jobId: number): void =>
  write(outcomes.filter((kept) => kept.jobId !== jobId));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useImportOutcomes = (): readonly ImportOutcome[] =>
  useSyncExternalStore(subscribe, () => outcomes);
