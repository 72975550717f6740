import { afterEach, beforeEach, vi } from 'vitest';

/** Records the file names the app hands to the browser through a[download] clicks. */
function captureDownloads() {
  const names: string[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) names.push(this.download);
  });
  return { names, restore: () => spy.mockRestore() };
}

/**
 * For the tests of a describe block that download files: each starts signed in with downloads
 * captured, and ends with the capture undone. Returns the names downloaded so far in the
 * running test.
 */
export function downloadsPerTest(signIn: () => void): () => string[] {
  let downloads: ReturnType<typeof captureDownloads> | null = null;
  beforeEach(() => {
    signIn();
    downloads = captureDownloads();
  });
  afterEach(() => {
    downloads?.restore();
  });
  return () => downloads?.names ?? [];
}
