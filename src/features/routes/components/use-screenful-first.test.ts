import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScreenfulFirst } from './use-screenful-first';

const rows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);
const screenful = () => Math.ceil(window.innerHeight / 46);

describe('useScreenfulFirst', () => {
  it('draws new rows a screenful first and the rest after', async () => {
    const drawn: number[] = [];
    const { result, rerender } = renderHook(
      ({ page }) => {
        const shown = useScreenfulFirst(page);
        drawn.push(shown.length);
        return shown;
      },
      { initialProps: { page: rows(10) } },
    );
    expect(result.current).toHaveLength(10);

    const next = rows(100, 100);
    drawn.length = 0;
    rerender({ page: next });
    await waitFor(() => expect(result.current).toBe(next));
    expect(screenful()).toBeLessThan(100);
    expect([...new Set(drawn)]).toEqual([screenful(), 100]);
  });

  it('draws the rest in a tab that paints no frame', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { result, rerender } = renderHook(({ page }) => useScreenfulFirst(page), {
      initialProps: { page: rows(0) },
    });
    const next = rows(100);
    rerender({ page: next });
    await waitFor(() => expect(result.current).toBe(next));
  });

  it('draws a page that fits on the screen at once', () => {
    const { result, rerender } = renderHook(({ page }) => useScreenfulFirst(page), {
      initialProps: { page: rows(0) },
    });
    const next = rows(10);
    rerender({ page: next });
    expect(result.current).toBe(next);
  });
});
