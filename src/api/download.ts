/** A file the API answered with; the screen names it from the Content-Disposition header. */
export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
}

/** Reads a `parseAs: 'blob'` answer of the client as a file. */
export const downloadedFile = ({
  data,
  response,
}: {
  data?: Blob;
  response: Response;
}): DownloadedFile => ({
  blob: data ?? new Blob(),
  contentDisposition: response.headers.get('Content-Disposition'),
});
