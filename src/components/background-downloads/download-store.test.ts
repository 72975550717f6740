import { describe, expect, it } from 'vitest';
import { downloadKey, finishDownload, parseDownloads, trackDownload } from './download-store';

describe('background downloads store', () => {
  it('reads what it wrote and drops anything unreadable', () => {
    const raw = JSON.stringify([
      { kind: 'route-export', jobId: 7, label: 'Выгрузка' },
      { kind: 'notifications-import', taskId: 'abc', label: 'Импорт' },
      { kind: 'route-export', jobId: '7', label: 'Выгрузка' },
      { kind: 'something-else', jobId: 1, label: 'x' },
      null,
    ]);
    expect(parseDownloads(raw)).toEqual([
      { kind: 'route-export', jobId: 7, label: 'Выгрузка' },
      { kind: 'notifications-import', taskId: 'abc', label: 'Импорт' },
    ]);
    expect(parseDownloads('{not json')).toEqual([]);
    expect(parseDownloads(null)).toEqual([]);
  });

  it('watches a job once, and leaves no key behind when nothing runs', () => {
    const download = { kind: 'route-export', jobId: 9, label: 'Выгрузка' } as const;
    trackDownload(download);
    trackDownload(download);
    expect(parseDownloads(sessionStorage.getItem('backgroundDownloads'))).toEqual([download]);
    finishDownload(downloadKey(download));
    expect(sessionStorage.getItem('backgroundDownloads')).toBeNull();
  });
});
