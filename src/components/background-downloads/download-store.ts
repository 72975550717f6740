import { useSyncExternalStore } from 'react';
import { sessionSignal } from '../../api/session';
import { isRecord } from '../../lib/is-record';
import { storedList } from '../../lib/stored-list';

/** A file being prepared by a background job, to be saved when the job is done. */
export type BackgroundDownload =
  | { kind: 'route-export'; jobId: number; label: string }
  | { kind: 'notifications-import'; taskId: string; label: string };

/** A download as the header's background work lists it. */
export interface DownloadItem {
  key: string;
  kind: BackgroundDownload['kind'];
  label: string;
  state: 'running' | 'saved' | 'failed';
  /** Running: polls fail and are retried. */
  failing: boolean;
  /** The saved file's name, or why it was not saved. */
  detail: string | null;
}

/**
 * The running downloads are kept in session storage: a reload of the tab resumes them, while
 * other tabs of the same user, which share local storage, do not save the same file a second
 * time. Logging out clears it with everything else. How the finished ones ended is kept in
 * memory, for as long as the page.
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

const stored = storedList(KEY, parseDownload);
const { read } = stored;

/** Reads the stored list defensively: anything unreadable is dropped. */
export const parseDownloads = stored.parse;

const listeners = new Set<() => void>();
let finished: readonly DownloadItem[] = [];
const failing = new Set<string>();
// Bumped by every change kept in memory rather than in storage.
let version = 0;
let snapshot: {
  downloads: readonly BackgroundDownload[];
  version: number;
  items: DownloadItem[];
} | null = null;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

function readItems(): DownloadItem[] {
  const downloads = read();
  if (snapshot?.downloads === downloads && snapshot.version === version) return snapshot.items;
  const running = downloads.map((download): DownloadItem => ({
    key: downloadKey(download),
    kind: download.kind,
    label: download.label,
    state: 'running',
    failing: failing.has(downloadKey(download)),
    detail: null,
  }));
  snapshot = { downloads, version, items: [...running, ...finished] };
  return snapshot.items;
}

function write(downloads: readonly BackgroundDownload[]): void {
  stored.write(downloads);
  changed();
}

/** Starts watching a download; the same job twice is watched once. */
export function trackDownload(download: BackgroundDownload): void {
  const key = downloadKey(download);
  const current = read();
  if (!current.some((item) => downloadKey(item) === key)) write([...current, download]);
}

/** Stops watching a download without an outcome: «Не ждать». */
export function finishDownload(key: string): void {
  failing.delete(key);
  write(read().filter((item) => downloadKey(item) !== key));
}

/** A download ended: its file was saved, or it failed; the list keeps how. */
export function settleDownload(key: string, state: 'saved' | 'failed', detail: string): void {
  const download = read().find((item) => downloadKey(item) === key);
  if (download) {
    finished = [
      ...finished,
      { key, kind: download.kind, label: download.label, state, failing: false, detail },
    ];
    // The next user of this tab does not see how the last one's downloads ended.
    sessionSignal().addEventListener('abort', forgetFinished, { once: true });
  }
  finishDownload(key);
}

/** Polls of a running download fail (and are retried), or work again. */
export function markFailing(key: string, isFailing: boolean): void {
  if (failing.has(key) === isFailing) return;
  if (isFailing) failing.add(key);
  else failing.delete(key);
  changed();
}

function forgetFinished() {
  finished = [];
  changed();
}

/** Takes a finished download off the list. */
export function dismissDownload(key: string): void {
  finished = finished.filter((item) => item.key !== key);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The downloads still running in this tab. */
export const useBackgroundDownloads = (): readonly BackgroundDownload[] =>
  useSyncExternalStore(subscribe, read);

/** Every download of this page, running or finished, for the list of background work. */
export const useDownloadItems = (): readonly DownloadItem[] =>
  useSyncExternalStore(subscribe, readItems);
