import { useSyncExternalStore } from 'react';
import { isRecord } from '../../lib/is-record';

/** A file being prepared by a background job, to be saved when the job is done. */
export type BackgroundDownload =
  | { kind: 'route-export'; jobId: number; label: string }
  | { kind: 'notifications-import'; taskId: string; label: string };

/**
 * Kept in session storage: a reload of the tab resumes the download, while other tabs of the
 * same user, which share local storage, do not save the same file a second time. Logging out
 * clears it with everything else.
 */
const KEY = 'backgroundDownloads';

export const downloadKey = (download: BackgroundDownload): string =>
  download.kind === 'route-export'
    ? `route-export:${download.jobId}`
    : `notifications-import:${download.taskId}`;

function parseDownload(value: unknown): BackgroundDownload | null {
  if (!isRecord(value) || typeof value.label !== 'string') return null;
  const { kind, label } = value;
  if (kind === 'route-export' && Number.isInteger(value.jobId))
    return { kind, jobId: Number(value.jobId), label };
  if (kind === 'notifications-import' && typeof value.taskId === 'string')
    return { kind, taskId: value.taskId, label };
  return null;
}

/** Reads the stored list defensively: anything unreadable is dropped. */
export function parseDownloads(raw: string | null): BackgroundDownload[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.map(parseDownload).filter((item): item is BackgroundDownload => item !== null)
      : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: BackgroundDownload[] = [];

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function read(): BackgroundDownload[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseDownloads(raw);
  }
  return cached;
}

function write(downloads: BackgroundDownload[]): void {
  try {
    // No key at all when nothing runs: a signed-out tab keeps its storage empty.
    if (downloads.length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(downloads));
  } catch {
    // Storage may be blocked; the download then lasts as long as the page.
    cached = downloads;
  }
  listeners.forEach((listener) => listener());
}

/** Starts watching a download; the same job twice is watched once. */
export function trackDownload(download: BackgroundDownload): void {
  const key = downloadKey(download);
  const current = read();
  if (!current.some((item) => downloadKey(item) === key)) write([...current, download]);
}

/** Stops watching a download: its file was saved, or it failed and the user was told. */
export function finishDownload(key: string): void {
  write(read().filter((item) => downloadKey(item) !== key));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The downloads still running in this tab. */
export const useBackgroundDownloads = (): BackgroundDownload[] =>
  useSyncExternalStore(subscribe, read);
