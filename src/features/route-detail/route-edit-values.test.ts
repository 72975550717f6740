import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges, valuesInBody, valuesOf } from './route-edit-values';

const opened = valuesOf({ nmc: 69700, comment: null });

describe('route edit values', () => {
  it('sends only what the user changed', () => {
    expect(changedFields(opened, { nmc: 69700, comment: 'Мой' })).toEqual({ comment: 'Мой' });
    expect(changedFields(opened, { nmc: 70000, comment: '' })).toEqual({ nmc: 70000 });
    expect(changedFields(opened, { nmc: 70000, comment: 'Мой' })).toEqual({
      nmc: 70000,
      comment: 'Мой',
    });
  });

  it('sees no change when the values are those opened (a missing comment is an empty one)', () => {
    expect(hasChanges(opened, { nmc: 69700, comment: '' })).toBe(false);
    expect(hasChanges(opened, { nmc: null, comment: '' })).toBe(true);
  });

  it('reads the colleague’s НМЦ and comment from a 412 body, and nothing from another body', () => {
    expect(valuesInBody({ id: 1, nmc: 74000, comment: 'Коллега' })).toEqual({
      nmc: 74000,
      comment: 'Коллега',
    });
    expect(valuesInBody({ nmc: null, comment: null })).toEqual({ nmc: null, comment: '' });
    expect(valuesInBody({ detail: 'Precondition Failed' })).toBeNull();
    expect(valuesInBody(undefined)).toBeNull();
  });
});
