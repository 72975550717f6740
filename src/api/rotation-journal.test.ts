import { describe, expect, it, vi } from 'vitest';
import { indexedDBPerTest } from '../../tests/support/indexed-db';
import { KEPT_ENTRIES } from './journal-entries';
import { rotationJournal } from './rotation-journal';

const rotate = (refresh: string) => rotationJournal.store(refresh, true, () => undefined);

describe('rotation journal', () => {
  const db = indexedDBPerTest();

  it('knows a token another tab has rotated, and nothing of one it has not', async () => {
    const save = vi.fn();
    expect(await rotationJournal.lookup('refresh-1')).toBe('current');
    expect(await rotationJournal.store('refresh-1', true, save)).toBe('stored');
    expect(save).toHaveBeenCalledTimes(1);
    expect(await rotationJournal.lookup('refresh-1')).toBe('rotated');
    expect(await rotationJournal.lookup('refresh-2')).toBe('current');
  });

  it('keeps the last few rotations, not only the last one', async () => {
    // Two tabs rotate one after the other while a third still reads the first token.
    await rotate('refresh-1');
    await rotate('refresh-2');
    expect(await rotationJournal.lookup('refresh-1')).toBe('rotated');
    expect(await rotationJournal.lookup('refresh-2')).toBe('rotated');

    for (let n = 3; n <= KEPT_ENTRIES + 1; n += 1) await rotate(`refresh-${n}`);
    expect(await rotationJournal.lookup('refresh-1')).toBe('current');
    expect(await rotationJournal.lookup('refresh-2')).toBe('rotated');
  });

  it('stores nothing for a session that has ended, and clears storage in the same step', async () => {
    const clear = vi.fn();
    const save = vi.fn();
    await rotationJournal.end('refresh-1', clear);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(await rotationJournal.lookup('refresh-1')).toBe('ended');
    expect(await rotationJournal.store('refresh-1', true, save)).toBe('ended');
    expect(save).not.toHaveBeenCalled();
    // A token of a session that goes on is stored as before.
    expect(await rotationJournal.store('refresh-2', false, save)).toBe('stored');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a sign-out that comes while a refresh is being stored clears what it stored', async () => {
    const storage = new Map<string, string>();
    const stored = rotationJournal.store('refresh-1', true, () => storage.set('access', 'new'));
    const ended = rotationJournal.end('refresh-1', () => storage.clear());
    // Whichever transaction runs first, the sign-out has the last word.
    expect(['stored', 'ended']).toContain(await stored);
    await ended;
    expect([...storage]).toEqual([]);
  });

  it('keeps digests, never the tokens', async () => {
    await rotate('secret-refresh-token');
    await rotationJournal.end('other-secret-token', () => undefined);
    const dump = await new Promise<unknown>((resolve) => {
      const open = indexedDB.open('nmc-routes-session', 1);
      open.onsuccess = () => {
        const read = open.result.transaction('rotation').objectStore('rotation').getAll();
        read.onsuccess = () => resolve(read.result);
      };
    });
    const text = JSON.stringify(dump);
    expect(text).toMatch(/[0-9a-f]{64}/);
    expect(text).not.toContain('secret');
  });

  it('says it cannot tell, rather than «current», when IndexedDB cannot be opened', async () => {
    db.refuseToOpen();
    const save = vi.fn();
    const clear = vi.fn();
    expect(await rotationJournal.lookup('refresh-1')).toBe('unknown');
    expect(await rotationJournal.store('refresh-1', true, save)).toBe('unknown');
    expect(save).not.toHaveBeenCalled();
    // A sign-out goes through whatever becomes of the journal.
    await rotationJournal.end('refresh-1', clear);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('says a rotation went unnoted when its write fails', async () => {
    db.failWrites();
    const save = vi.fn();
    const clear = vi.fn();
    expect(await rotationJournal.store('refresh-1', true, save)).toBe('unjournalled');
    expect(save).toHaveBeenCalledTimes(1);
    expect(await rotationJournal.lookup('refresh-1')).toBe('current');
    await rotationJournal.end('refresh-1', clear);
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
