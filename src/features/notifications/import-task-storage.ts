import { useSyncExternalStore } from 'react';

/**
 * The latest notifications import is remembered in local storage, so a reload or a visit to
 * another screen shows it again; logging out clears local storage and forgets it.
 */
const KEY = 'notificationsImportTaskId';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberImportTask(taskId: string): void {
  try {
    localStorage.setItem(KEY, taskId);
  } catch {
    // Storage may be full or blocked; the card then forgets the import on the next visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useRememberedImportTask = (): string | null => useSyncExternalStore(subscribe, read);
