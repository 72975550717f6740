import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, whenIdle } from './after-paint';

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
    // Asked for after the others, it is called after theirs would have been: once it is, a call
    // that was not cancelled would have come.
    const witness = vi.fn();
    afterNextPaint(witness);
    await nextFrame();
    cancelLate();
    await waitFor(() => expect(witness).toHaveBeenCalledTimes(1));
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('waits for the browser’s idle period, and a cancelled call never comes', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1));
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    whenIdle(cancelled)();
    expect(kept).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('without idle periods, calls back after the next paint', async () => {
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    await waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });
});
