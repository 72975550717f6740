import type { RowError } from './schema';

type ErrorBody = Record<string, unknown>;

const isRecord = (value: unknown): value is ErrorBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRowError = (value: unknown): value is RowError =>
  isRecord(value) && typeof value.message === 'string';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A non-2xx answer from the API. The body is kept as parsed JSON (or undefined when it was empty
 * or not JSON) and read through the accessors, which check the shapes of the contract's
 * `ErrorDetail` and `ValidationError` at run time.
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

  /** `detail` of the body, if the server sent one. */
  get detail(): string | undefined {
    const detail = this.body?.detail;
    return typeof detail === 'string' ? detail : undefined;
  }

  /** Row errors of an import (`errors` of the body). */
  get rowErrors(): RowError[] {
    const errors = this.body?.errors;
    return Array.isArray(errors) ? errors.filter(isRowError) : [];
  }

  /** DRF-style field errors: `{ field: [messages] }`. */
  get fieldErrors(): Record<string, string[]> {
    const entries = Object.entries(this.body ?? {}).filter((entry): entry is [string, string[]] =>
      isStringList(entry[1]),
    );
    return Object.fromEntries(entries);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads an error body without assuming it is JSON or even present. */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return { detail: text };
  }
}
