/** Accepted files of an upload: extensions with their dot, and content types. */
export interface FileTypes {
  extensions: readonly string[];
  contentTypes: readonly string[];
}

/** The `accept` of a file input: the file dialog offers these files first. */
export const acceptAttribute = (types: FileTypes): string =>
  [...types.extensions, ...types.contentTypes].join(',');

/** Whether a file name ends with one of the extensions, in any case. */
export const hasExtension = (name: string, types: FileTypes): boolean =>
  types.extensions.some((extension) => name.toLowerCase().endsWith(extension.toLowerCase()));

/** «.xlsx, .xls или .csv». */
export function extensionsInWords(types: FileTypes): string {
  const all = [...types.extensions];
  const last = all.pop();
  if (last === undefined) return '';
  return all.length ? `${all.join(', ')} или ${last}` : last;
}
