export type BreakingChangeKind =
  | 'removed-path'
  | 'removed-method'
  | 'removed-response-field'
  | 'newly-required'
  | 'narrowed-enum'
  | 'changed-type';

export interface BreakingChange {
  kind: BreakingChangeKind;
  /** `GET /api/routes/v1/`, or just the path for a removed path. */
  operation: string;
  /** `request body`, `response 200`, `query parameter page`; empty for removed paths/methods. */
  where: string;
  detail: string;
}

export declare const KIND_LABELS: Record<BreakingChangeKind, string>;
export declare function findBreakingChanges(oldDoc: unknown, newDoc: unknown): BreakingChange[];
export declare function formatChange(change: BreakingChange): string;
