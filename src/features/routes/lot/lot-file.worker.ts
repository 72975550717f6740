import type { LotRow } from './lot';
import type { Signer } from './lot-words';
import { lotWorkbook } from './lot-xlsx';

/** What the dialog sends: the rows it read and who signs them. */
export interface LotFileJob {
  rows: LotRow[];
  signer: Signer;
}

// Writing thousands of routes and their prices takes seconds of work no page should freeze for.
// The message comes from this app's own dialog (a worker hears no one else), so its shape is the
// job's; the answer is the file, or null when it could not be written.
addEventListener('message', (event: MessageEvent<LotFileJob>) => {
  lotWorkbook(event.data.rows, event.data.signer).then(
    (blob) => postMessage(blob),
    () => postMessage(null),
  );
});
