import type { DownloadedFile } from '../api/download';
import { fileNameFromContentDisposition, saveBlob } from '../lib/download';
import { useFeedback } from './feedback';

/**
 * Saves a file the API answered with under the name its Content-Disposition gives, with the
 * extension of its type, and tells the user, under `title`, the name it was saved as.
 */
export function useSaveFile() {
  const { notify } = useFeedback();
  return (file: DownloadedFile, title: string): void => {
    const fileName = fileNameFromContentDisposition(file.contentDisposition, file.extension);
    saveBlob(file.blob, fileName);
    notify('success', { title, description: fileName });
  };
}
