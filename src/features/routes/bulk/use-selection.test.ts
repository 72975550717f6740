import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedRoute } from '../../../../tests/support/saved-route';
import type { Route } from '../../../api/schema';
import { useSelection } from './use-selection';

describe('a chosen route', () => {
  it('takes its values anew when the list reads it again, and nothing else joins the choice', () => {
    const before = [savedRoute(1, 69_900), savedRoute(2, 50_000)];
    const { result, rerender } = renderHook(
      ({ rows }: { rows: readonly Route[] }) => useSelection('{}', rows),
      { initialProps: { rows: before } },
    );
    act(() => result.current.toggle([before[0]!], true));
    expect(result.current.selected.get(1)?.nmc).toBe(69_900);

    // The user's own edit on the route's page, then Back: the list reads the route again.
    const edited = { ...before[0]!, nmc: 78_300 };
    rerender({ rows: [edited, before[1]!] });
    expect(result.current.selected.get(1)).toBe(edited);
    expect([...result.current.selected.keys()]).toEqual([1]);

    // The same rows again change nothing: the choice is the same object.
    const same = result.current.selected;
    rerender({ rows: [edited, before[1]!] });
    expect(result.current.selected).toBe(same);
  });
});
