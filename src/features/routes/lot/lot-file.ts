import { sanitizeFileName, XLSX } from '../../../lib/download';
import type { LotRow } from './lot';
import type { LotFileJob } from './lot-file.worker';
import type { Signer } from './lot-words';

/** The name the lot's file is saved under. */
export const LOT_FILE_NAME = sanitizeFileName('Обоснование НМЦ лота', XLSX);

const onThisPage = async (rows: LotRow[], signer: Signer): Promise<Blob> =>
  (await import('./lot-xlsx')).lotWorkbook(rows, signer);

/** The file as the worker writes it; rejects when the worker cannot start or answer. */
function inWorker(rows: LotRow[], signer: Signer): Promise<Blob> {
  const worker = new Worker(new URL('./lot-file.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (event.data instanceof Blob) resolve(event.data);
      else reject(new Error('the lot file was not written'));
    });
    worker.addEventListener('error', reject);
    worker.addEventListener('messageerror', reject);
    const job: LotFileJob = { rows, signer };
    worker.postMessage(job);
  }).finally(() => worker.terminate());
}

/**
 * The lot's .xlsx, written in a worker: for 5 000 routes and their prices the spreadsheet writer
 * works for seconds, and the page stays live meanwhile. Where there is no Worker (the unit tests'
 * DOM), or it fails to start or answer (a policy that refuses it), it is written here.
 */
export async function lotFile(rows: LotRow[], signer: Signer): Promise<Blob> {
  if (typeof Worker === 'undefined') return onThisPage(rows, signer);
  try {
    return await inWorker(rows, signer);
  } catch {
    return onThisPage(rows, signer);
  }
}
