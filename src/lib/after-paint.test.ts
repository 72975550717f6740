import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('afterNextPaint', () => {
  it('calls back after the next frame, not within it', async () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    // Frame callbacks run in order: this one shares the frame with afterNextPaint's.
    await nextFrame();
    expect(callback).not.toHaveBeenCalled();
    await waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });

  it('does not call back once cancelled, before or after the frame', async () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    await nextFrame();
    cancelLate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
