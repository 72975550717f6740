import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotFile } from './lot-file';

/** A worker that cannot start, as a page whose policy refuses module workers sees it. */
class RefusedWorker extends EventTarget {
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(new Event('error')));
  }
  postMessage() {}
  terminate() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('the lot’s file', () => {
  it('is written on the page when its worker cannot start, rather than never', async () => {
    vi.stubGlobal('Worker', RefusedWorker);
    const blob = await lotFile([], { name: 'Орлов Виктор', today: '2026-11-28' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect(workbook.getWorksheet('Лот')).toBeDefined();
  });
});
