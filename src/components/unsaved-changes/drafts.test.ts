import { describe, expect, it } from 'vitest';
import { dropDraft, dropDraftsOfOthers, keepDrafts, keptDraft } from './drafts';

describe('drafts kept when a session ends', () => {
  it('are the user’s, on their page, per form; a later one of a form replaces the earlier', () => {
    keepDrafts('ivanova.a', '/routes/1', [{ form: 'route-edit', values: { nmc: 1 } }]);
    keepDrafts('ivanova.a', '/routes/2', [{ form: 'route-edit', values: { nmc: 2 } }]);
    keepDrafts('ivanova.a', '/routes/1', [{ form: 'route-edit', values: { nmc: 3 } }]);

    expect(keptDraft('ivanova.a', '/routes/1', 'route-edit')).toEqual({ nmc: 3 });
    expect(keptDraft('ivanova.a', '/routes/2', 'route-edit')).toEqual({ nmc: 2 });
    expect(keptDraft('petrov.p', '/routes/1', 'route-edit')).toBeUndefined();
    expect(keptDraft('ivanova.a', '/routes/1', 'other-form')).toBeUndefined();
  });

  it('go once taken or refused, and all of them when another user signs in', () => {
    keepDrafts('ivanova.a', '/', [
      { form: 'a', values: 'A' },
      { form: 'b', values: 'B' },
    ]);
    dropDraft('ivanova.a', '/', 'a');
    expect(keptDraft('ivanova.a', '/', 'a')).toBeUndefined();
    expect(keptDraft('ivanova.a', '/', 'b')).toBe('B');

    dropDraftsOfOthers('ivanova.a');
    expect(keptDraft('ivanova.a', '/', 'b')).toBe('B');
    dropDraftsOfOthers('petrov.p');
    expect(sessionStorage.length).toBe(0);
  });

  it('read nothing from a damaged entry', () => {
    sessionStorage.setItem('drafts', '{not json');
    expect(keptDraft('ivanova.a', '/', 'a')).toBeUndefined();
    sessionStorage.setItem('drafts', JSON.stringify([{ user: 'ivanova.a', page: '/' }, 7]));
    expect(keptDraft('ivanova.a', '/', 'a')).toBeUndefined();
  });
});
