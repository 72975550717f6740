import type { Middleware } from 'openapi-fetch';
import { ApiError, readErrorBody } from './api-error';
import { bodyOf } from './body';

const PRECONDITION_FAILED = 412;

/**
 * A write whose `If-Match` named a version the server no longer holds. The 412 body is not an
 * error body but the current object: it is kept in `current` (with `etag`, its version), so the
 * user can compare and save over it, and the error itself has no detail, field or row errors —
 * otherwise the route's own fields (`notifications: [...]`) would read as validation messages.
 */
export class VersionConflictError extends ApiError {
  readonly etag: string | null;
  /** The object as the server holds it now, unchecked: readers check the fields they need. */
  readonly current: unknown;

  constructor(current: unknown, etag: string | null) {
    super(PRECONDITION_FAILED, undefined);
    this.name = 'VersionConflictError';
    this.etag = etag;
    this.current = current;
  }
}

export const isVersionConflict = (error: unknown): error is VersionConflictError =>
  error instanceof VersionConflictError;

/**
 * Keeps the `ETag` of a 412 answer, which a plain ApiError drops: it runs before the error
 * middleware, and is an ApiError itself, so callers that only know ApiError still see a 412.
 */
export const versionConflictMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.status !== PRECONDITION_FAILED) return undefined;
    throw new VersionConflictError(await readErrorBody(response), response.headers.get('ETag'));
  },
};

/** The weakness indicator of an entity tag (RFC 9110 §8.8.3), case-sensitive. */
const WEAK_PREFIX = 'W/';

/**
 * `If-Match` for a write of the version `etag`; none when the server sent no ETag. A weak tag is
 * sent as it came and in its strong form (`W/"2-1", "2-1"`): a compressing proxy (nginx `gzip`,
 * Django's GZipMiddleware) weakens the strong tag the backend sent, and the backend compares
 * `If-Match` strongly, so the weak tag alone never matches (docs/decisions.md, «Версии маршрута»).
 */
export function ifMatch(etag: string | null): { 'If-Match'?: string } {
  if (etag === null) return {};
  if (!etag.startsWith(WEAK_PREFIX)) return { 'If-Match': etag };
  return { 'If-Match': `${etag}, ${etag.slice(WEAK_PREFIX.length)}` };
}

/** An object as the server sent it, with its version (`ETag`; null from a server without them). */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

/** Reads a read or write answer of the client with its `ETag`. */
export const versioned = <T>(answer: { data?: T; response: Response }): Versioned<T> => ({
  data: bodyOf(answer),
  etag: answer.response.headers.get('ETag'),
});
