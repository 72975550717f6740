import { useSyncExternalStore } from 'react';
import { isRecord } from '../../lib/is-record';

/** A confirmed import, as «Фоновые задачи» keeps it: the routes it created and changed. */
export interface ImportOutcome {
  /** The confirmation's job. */
  jobId: number;
  fileName: string;
  created: number[];
  updated: number[];
}

/**
 * Kept in session storage: a reload of the tab still shows them, another tab does not, and
 * signing out clears them with the rest of the session.
 */
const KEY = 'importOutcomes';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ImportOutcome[] = [];

const isIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(Number.isInteger);

const isOutcome = (value: unknown): value is ImportOutcome =>
  isRecord(value) &&
  Number.isInteger(value.jobId) &&
  typeof value.fileName === 'string' &&
  isIds(value.created) &&
  isIds(value.updated);

/** Reads the stored list defensively: anything unreadable is dropped. */
export function parseImportOutcomes(raw: string | null): ImportOutcome[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isOutcome) : [];
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function read(): ImportOutcome[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseImportOutcomes(raw);
  }
  return cached;
}

function write(outcomes: ImportOutcome[]): void {
  try {
    if (outcomes.length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(outcomes));
  } catch {
    // Storage may be blocked: the outcome then lasts as long as the page.
    cachedRaw = readRaw();
    cached = outcomes;
  }
  listeners.forEach((listener) => listener());
}

/** An import was confirmed: its outcome joins the list, newest first, once per job. */
export function keepImportOutcome(outcome: ImportOutcome): void {
  write([outcome, ...read().filter((kept) => kept.jobId !== outcome.jobId)]);
}

/** «Убрать». */
export function dismissImportOutcome(jobId: number): void {
  write(read().filter((kept) => kept.jobId !== jobId));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useImportOutcomes = (): readonly ImportOutcome[] =>
  useSyncExternalStore(subscribe, read);
