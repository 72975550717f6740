import { isRecord } from '../lib/is-record';

/** What became of a refresh token: exchanged for new tokens, or its session over. */
export type Fate = 'rotated' | 'ended';

export interface JournalEntry {
  /** SHA-256 of the refresh token, in hex. */
  digest: string;
  fate: Fate;
}

/**
 * How many entries the journal keeps: more than the rotations and sign-outs that can happen
 * while one tab's storage still lags behind (a fraction of a second).
 */
export const KEPT_ENTRIES = 8;

const isEntry = (value: unknown): value is JournalEntry =>
  isRecord(value) &&
  typeof value.digest === 'string' &&
  (value.fate === 'rotated' || value.fate === 'ended');

/** The entries as stored; anything else (an older format, a damaged value) counts as none. */
export const readEntries = (stored: unknown): JournalEntry[] =>
  Array.isArray(stored) ? stored.filter(isEntry) : [];

/** `entries` with `entry` as the newest one; the oldest go beyond KEPT_ENTRIES. */
export const noted = (entries: readonly JournalEntry[], entry: JournalEntry): JournalEntry[] => [
  ...entries.filter((item) => item.digest !== entry.digest).slice(1 - KEPT_ENTRIES),
  entry,
];
