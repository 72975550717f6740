import type { DownloadedFile } from '../api/download';
import { fileNameFromContentDisposition, saveBlob } from '../lib/download';
import { useFeedback } from './feedback';

/**
 * Saves a file the API answered with under the name its Content-Disposition gives, and tells
 * the user, under `title`, the name it was saved as.
 */
export function useSaveFile() {
  const { notify } = useFeedback();
  return ({ blob, contentDisposition }: DownloadedFile, title: string): void => {
    const fileName = fileNameFromContentDisposition(contentDisposition);
    saveBlob(blob, fileName);
    notify('success', { title, description: fileName });
  };
}
