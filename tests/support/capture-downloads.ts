import { vi } from 'vitest';

/** Records the file names the app hands to the browser through a[download] clicks. */
export function captureDownloads() {
  const names: string[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) names.push(this.download);
  });
  return { names, restore: () => spy.mockRestore() };
}
