import { DEFAULT_EXPORT_FILE_NAME } from './constants';

/** The spreadsheet every download of the app is. */
export const XLSX = '.xlsx';

// Control characters (C0, DEL and C1), format characters (the bidirectional controls that can
// disguise an extension, «отчёт\u202Exslx.exe», and the invisible ones: zero-width spaces and
// joiners, soft hyphens, BOM), path separators and characters no file system accepts.
const UNSAFE = /[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu;

const MAX_NAME_LENGTH = 200;

/**
 * A name safe to save under: no directories, no control or format characters, no leading dots,
 * no trailing dots or spaces (Windows drops them, and with them what looked like the extension),
 * ending in `extension`, which the file's type decides, not the name it came with. At most 200
 * characters: a name cut short keeps its extension, so the file still opens in its program.
 */
export function sanitizeFileName(
  name: string,
  extension: string,
  fallback = DEFAULT_EXPORT_FILE_NAME,
): string {
  const clean = name
    .replace(UNSAFE, '_')
    .replace(/^[\s._]+/, '')
    .replace(/[\s.]+$/, '');
  if (clean === '') return fallback;
  const hasExtension = clean.toLowerCase().endsWith(extension.toLowerCase());
  // By code points: a cut between the halves of a surrogate pair would leave a broken character.
  const stem = Array.from(hasExtension ? clean.slice(0, -extension.length) : clean);
  return (
    stem
      .slice(0, MAX_NAME_LENGTH - extension.length)
      .join('')
      .trimEnd() + (hasExtension ? clean.slice(-extension.length) : extension)
  );
}

function decodeExtValue(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return null;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
}

/**
 * The file name of a Content-Disposition header: `filename*` (UTF-8) first, then `filename`,
 * then the fallback. The result is always sanitised and ends in `extension`.
 */
export function fileNameFromContentDisposition(
  header: string | null | undefined,
  extension: string,
  fallback = DEFAULT_EXPORT_FILE_NAME,
): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const decoded = extended?.[2] ? decodeExtValue(extended[2]) : null;
  if (decoded) return sanitizeFileName(decoded, extension, fallback);
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? sanitizeFileName(value, extension, fallback) : fallback;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
