import { DEFAULT_EXPORT_FILE_NAME } from './constants';

// Control characters (C0, DEL and C1), the bidirectional controls that can disguise an
// extension («отчёт\u202Exslx.exe»), path separators and characters no file system accepts.
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]+/gu;

const MAX_NAME_LENGTH = 200;
const EXTENSION = /\.[\p{L}\p{N}]{1,16}$/u;

/**
 * A name safe to save under: no directories, no control characters, no leading dots, at most 200
 * characters. A name cut short keeps its extension, so the file still opens in its program.
 */
export function sanitizeFileName(name: string, fallback = DEFAULT_EXPORT_FILE_NAME): string {
  const clean = name
    .replace(UNSAFE, '_')
    .replace(/^[\s._]+/, '')
    .trim();
  if (clean === '') return fallback;
  // By code points: a cut between the halves of a surrogate pair would leave a broken character.
  const chars = Array.from(clean);
  if (chars.length <= MAX_NAME_LENGTH) return clean;
  const extension = Array.from(EXTENSION.exec(clean)?.[0] ?? '');
  const stem = chars.slice(0, chars.length - extension.length);
  return (
    stem
      .slice(0, MAX_NAME_LENGTH - extension.length)
      .join('')
      .trimEnd() + extension.join('')
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
 * then the fallback. The result is always sanitised.
 */
export function fileNameFromContentDisposition(
  header: string | null | undefined,
  fallback = DEFAULT_EXPORT_FILE_NAME,
): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const decoded = extended?.[2] ? decodeExtValue(extended[2]) : null;
  if (decoded) return sanitizeFileName(decoded, fallback);
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? sanitizeFileName(value, fallback) : fallback;
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
