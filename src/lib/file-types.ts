import { formatNumber } from './format';

/** Accepted files of an upload: extensions with their dot, and content types. */
export interface FileTypes {
  extensions: readonly string[];
  contentTypes: readonly string[];
  /** The largest file, in bytes; `null` without a limit. */
  maxBytes: number | null;
}

/** Whether a file is over the limit of `types`. */
export const isTooLarge = (size: number, types: FileTypes): boolean =>
  types.maxBytes !== null && size > types.maxBytes;

/** «5 МБ»: a limit in whole megabytes, or kilobytes below one. */
export function sizeInWords(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1
    ? `${formatNumber(Math.round(mb * 10) / 10)}\u00a0МБ`
    : `${Math.ceil(bytes / 1024)}\u00a0КБ`;
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
