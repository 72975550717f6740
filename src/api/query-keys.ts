import type { paths } from '../../generated/api';

/** Paths of the contract that answer GET. */
type GetPath = { [P in keyof paths]: paths[P]['get'] extends undefined ? never : P }[keyof paths];

/**
 * The key every query of `path` starts with, whatever its parameters: the `[method, path]` head
 * of openapi-react-query's `[method, path, init]` keys. For invalidation and panel retries, so a
 * prefix is never typed by hand and names only a GET path of the contract.
 */
export const queryKeyPrefix = <P extends GetPath>(path: P): readonly ['get', P] => ['get', path];
