import { isRecord } from '../lib/is-record';
import { rowErrorsOf } from './row-errors';
import { shortPlainText } from '../lib/server-text';
import type { RowError } from './schema';

type ErrorBody = Record<string, unknown>;

/** A field's messages as short plain text; null when the value is not a list of messages. */
function fieldMessages(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const messages = value.map((item: unknown) => shortPlainText(item));
  return messages.every((message) => message !== undefined) ? messages : null;
}

/**
 * A non-2xx answer from the API. Only a JSON object body is kept (an HTML page of a proxy, a
 * debug page or plain text is not: `readErrorBody` logs it), and it is read through the
 * accessors, which check the shapes of the contract's `ErrorDetail` and `ValidationError` at run
 * time and give short plain text. A server failure (5xx) says nothing to the user: its
 * accessors are empty and the screen shows its own message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = isRecord(body) ? body : undefined;
  }

  private get shown(): ErrorBody {
    return this.status < 500 ? (this.body ?? {}) : {};
  }

  /** `detail` of the body, if the server sent one fit to show. */
  get detail(): string | undefined {
    return shortPlainText(this.shown.detail);
  }

  /** Row errors of an import (`errors` of the body). */
  get rowErrors(): RowError[] {
    return rowErrorsOf(this.shown.errors);
  }

  /** DRF-style field errors: `{ field: [messages] }`. */
  get fieldErrors(): Record<string, string[]> {
    const entries = Object.entries(this.shown).flatMap(([field, value]) => {
      const messages = field === 'errors' ? null : fieldMessages(value);
      return messages ? [[field, messages] as const] : [];
    });
    return Object.fromEntries(entries);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * What a screen shows for a failed request: the server's `detail`, else its field messages, as
 * short plain text; `fallback` (the screen's own words) for anything else, a server failure or
 * an answer that is not the contract's JSON included.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.detail ?? (Object.values(error.fieldErrors).flat().join(' ') || fallback);
}

/**
 * Reads an error body without assuming it is JSON or even present. Anything but JSON (a proxy's
 * 502 page, a debug page, a 413 from the web server) never reaches the screen. The console gets
 * what it was (status, type, length); the body itself only in a development build: a debug page
 * may echo the request, its `Authorization` header or the login form among it.
 */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) return parsed;
  } catch {
    // Not JSON: logged below.
  }
  const type = response.headers.get('Content-Type') ?? 'тип не указан';
  const what = `Ответ сервера не по контракту: HTTP ${response.status}, ${type}, ${text.length} симв.`;
  if (import.meta.env.DEV) console.error(what, text);
  else console.error(what);
  return undefined;
}
