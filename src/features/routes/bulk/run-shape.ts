import { ROUNDING_STEPS } from '../../../lib/constants';
import { isRecord } from '../../../lib/is-record';
import type { Way } from './plan';
import type { BulkRun, ItemOutcome, RunItem } from './run-model';

/**
 * Reads a run back from the journal. What the browser kept may come from an older version of
 * the app or be damaged: anything not shaped as a run counts as none.
 */

const OUTCOMES: readonly ItemOutcome[] = [
  'pending',
  'done',
  'conflict',
  'error',
  'skipped',
  'stopped',
];

const isAmount = (value: unknown): value is number | null =>
  value === null || typeof value === 'number';
const isText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
const isOutcome = (value: unknown): value is ItemOutcome => OUTCOMES.some((one) => one === value);
const isBase = (value: unknown) =>
  isRecord(value) && isText(value.etag) && typeof value.comment === 'string';
const isWas = (value: unknown) => isRecord(value) && isAmount(value.nmc) && isText(value.comment);
const WAYS: readonly Way[] = ['percent', 'amount', 'market'];
const isChange = (value: unknown) =>
  isRecord(value) &&
  WAYS.some((way) => way === value.way) &&
  typeof value.amount === 'number' &&
  ROUNDING_STEPS.some((step) => step === value.step);

function isItem(value: unknown): value is RunItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.chain === 'string' &&
    isAmount(value.before) &&
    isAmount(value.after) &&
    isOutcome(value.outcome) &&
    isText(value.reason) &&
    isOptional(value.current, isAmount) &&
    isOptional(value.currentComment, isText) &&
    isOptional(value.etag, isText) &&
    isOptional(value.was, isWas) &&
    isOptional(value.base, isBase) &&
    isOptional(value.comment, isText) &&
    isOptional(value.resumed, (flag) => typeof flag === 'boolean')
  );
}

export function isBulkRun(value: unknown): value is BulkRun {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    (value.kind === 'change' || value.kind === 'undo') &&
    isAmount(value.of) &&
    typeof value.title === 'string' &&
    isOptional(value.change, isChange) &&
    typeof value.comment === 'string' &&
    Array.isArray(value.items) &&
    value.items.every(isItem) &&
    isAmount(value.undoneBy) &&
    isText(value.user) &&
    isOptional(value.alert, (code) => typeof code === 'string') &&
    isOptional(value.revision, (revision) => typeof revision === 'number') &&
    typeof value.startedAt === 'string' &&
    isOptional(value.writtenAt, (at) => typeof at === 'string') &&
    // Only a finished run has an end.
    (value.state === 'finished'
      ? isText(value.endedAt)
      : (value.state === 'running' || value.state === 'stopping') && value.endedAt === null)
  );
}
