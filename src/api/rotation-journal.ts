import { indexedStore } from '../lib/indexed-db';
import { noted, readEntries, type Fate, type JournalEntry } from './journal-entries';

/**
 * What became of the last few refresh tokens, as SHA-256 digests, never the tokens: rotated
 * (exchanged for new ones) or ended (their session signed out, or refused).
 *
 * Local storage reaches the other tabs a moment after a write (each tab reads its own copy), so a
 * tab that gets the refresh lock right after another tab's rotation or sign-out may still read
 * the old token. IndexedDB has no such lag, and its read-write transactions run one at a time in
 * the whole browser: what one tab notes in a transaction, the next transaction of any tab reads.
 * Without IndexedDB or Web Crypto (a page not on HTTPS or localhost, happy-dom) the journal knows
 * nothing, as there is no cross-tab lock there either.
 */
// A transaction that takes over 2 s counts as failed (a refresh cannot wait for it).
const store = indexedStore({ db: 'nmc-routes-session', store: 'rotation', timeoutMs: 2_000 });
const RECENT = 'recent';

/** What the journal knows of a token: its fate, that it has none, or that it cannot say. */
export type Lookup = Fate | 'current' | 'unknown';

/**
 * How storing a refresh's tokens went: stored and noted; not stored, as their session had ended;
 * stored, but the rotation could not be noted; or not stored, as the journal could not be read.
 */
export type Stored = 'stored' | 'ended' | 'unjournalled' | 'unknown';

// The DOM types say both are always there; they are not everywhere.
const database = (): IDBFactory | undefined => globalThis.indexedDB;
const subtleCrypto = (): SubtleCrypto | undefined => globalThis.crypto.subtle;

async function digest(subtle: SubtleCrypto, token: string): Promise<string> {
  const bytes = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One read-write transaction over the recent entries. `step` runs inside it, with the entries
 * as they are; what it returns replaces them. Nothing another tab journals can fall between what
 * `step` reads and what it does. Resolves once the transaction has committed; rejects if it
 * fails or takes too long, after which `step` no longer runs.
 */
const transact = (step: (entries: JournalEntry[]) => JournalEntry[] | null): Promise<void> =>
  store.transact('readwrite', (recent, on) =>
    on(recent.get(RECENT), (found: unknown) => {
      const next = step(readEntries(found));
      if (next) recent.put(next, RECENT);
    }),
  );

export const rotationJournal = {
  /** What became of `refresh`, as far as any tab has noted. */
  async lookup(refresh: string): Promise<Lookup> {
    const factory = database();
    const subtle = subtleCrypto();
    if (!factory || !subtle) return 'current';
    const entry = await digest(subtle, refresh);
    const found: { fate: Lookup } = { fate: 'current' };
    try {
      await transact((entries) => {
        found.fate = entries.find((item) => item.digest === entry)?.fate ?? 'current';
        return null;
      });
      return found.fate;
    } catch {
      return 'unknown';
    }
  },

  /**
   * Stores the tokens a refresh of `refresh` brought (`save`) unless that session has ended, and
   * notes the rotation in the same transaction: a sign-out in another tab comes either before,
   * and nothing is stored, or after, and clears what was.
   */
  async store(refresh: string, rotated: boolean, save: () => void): Promise<Stored> {
    const factory = database();
    const subtle = subtleCrypto();
    if (!factory || !subtle) {
      save();
      return 'stored';
    }
    const entry = await digest(subtle, refresh);
    // Until the transaction commits, what was stored is not noted yet.
    const done: { outcome: Stored } = { outcome: 'unknown' };
    try {
      await transact((entries) => {
        if (entries.some((item) => item.digest === entry && item.fate === 'ended')) {
          done.outcome = 'ended';
          return null;
        }
        save();
        done.outcome = 'unjournalled';
        return rotated ? noted(entries, { digest: entry, fate: 'rotated' }) : null;
      });
      return done.outcome === 'unjournalled' ? 'stored' : done.outcome;
    } catch {
      return done.outcome;
    }
  },

  /**
   * Notes that the session of `refresh` has ended and runs `clear` in the same transaction, so
   * that no refresh of another tab stores tokens for it afterwards. `clear` runs whatever becomes
   * of the journal.
   */
  async end(refresh: string | null, clear: () => void): Promise<void> {
    const factory = database();
    const subtle = subtleCrypto();
    if (!factory || !subtle || refresh === null) return clear();
    let cleared = false;
    const clearOnce = () => {
      if (!cleared) clear();
      cleared = true;
    };
    try {
      const entry = await digest(subtle, refresh);
      await transact((entries) => {
        clearOnce();
        return noted(entries, { digest: entry, fate: 'ended' });
      });
    } catch {
      clearOnce();
    }
  },
};
