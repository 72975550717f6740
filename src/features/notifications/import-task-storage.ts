import { useState } from 'react';

/**
 * The running notifications import is remembered in local storage, so a reload or a visit to
 * another screen resumes polling it; logging out clears local storage and forgets it.
 */
const KEY = 'notificationsImportTaskId';

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function useRememberedImportTask(): [string | null, (taskId: string) => void] {
  const [taskId, setTaskId] = useState(read);
  const remember = (next: string) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage may be full or blocked; the import still runs for as long as the page is open.
    }
    setTaskId(next);
  };
  return [taskId, remember];
}
