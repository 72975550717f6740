/**
 * A file the API answered with; the screen names it from the Content-Disposition header, with
 * the extension of the file's type whatever that name says.
 */
export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
  extension: string;
}

/** A download whose answer was not a file: saving it would hand the user an empty or a web page. */
export class NotAFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAFileError';
  }
}

// What a server, a proxy or a misrouted request answers instead of a file.
const NOT_A_FILE = /json|html/i;

/**
 * Reads a `parseAs: 'blob'` answer of the client as a file of the type `extension` says. An empty
 * body, or a JSON or HTML answer, is an error, never a file.
 */
export function downloadedFile(
  { data, response }: { data?: Blob; response: Response },
  extension: string,
): DownloadedFile {
  if (!data || data.size === 0) throw new NotAFileError('Сервер вернул пустой файл.');
  if (NOT_A_FILE.test(response.headers.get('Content-Type') ?? ''))
    throw new NotAFileError('Сервер вернул не файл, а страницу или сообщение.');
  return { blob: data, contentDisposition: response.headers.get('Content-Disposition'), extension };
}
