import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawOnDemand, IDLE_FRAMES, type ChartCanvas } from './draw-on-demand';

/**
 * A chart's canvas as G hands it to a renderer plugin. Its next `changing` draws draw something,
 * as G's do while a chart changes.
 */
function fakeChart() {
  const listeners = new Set<() => void>();
  const state = { changing: 0, draws: 0, autoRendering: true };
  const canvas: ChartCanvas = {
    render: () => {
      state.draws += 1;
      if (state.changing === 0) return;
      state.changing -= 1;
      listeners.forEach((listener) => listener());
    },
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
  };
  const context = {
    config: {
      renderer: {
        setConfig: ({ enableAutoRendering }: { enableAutoRendering: boolean }) =>
          (state.autoRendering = enableAutoRendering),
      },
    },
    renderingContext: { root: { ownerDocument: { defaultView: canvas } } },
  };
  return { context, state, listeners };
}

/** G's order: the context, then `init`. */
function attach(plugin: DrawOnDemand) {
  const chart = fakeChart();
  plugin.context = chart.context;
  plugin.init();
  return chart;
}

const frames = (count: number) => {
  for (let frame = 0; frame < count; frame += 1) vi.advanceTimersToNextFrame();
};

describe('DrawOnDemand', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('turns the canvas’s own loop off, draws while the chart changes, then stops', () => {
    const { context, state } = fakeChart();
    state.changing = 40;
    const plugin = new DrawOnDemand();
    plugin.context = context;
    expect(state.autoRendering).toBe(false);
    plugin.init();
    frames(40);
    expect(state.draws).toBe(40);
    frames(200);
    expect(state.draws).toBe(40 + IDLE_FRAMES);
  });

  it('draws again when woken, until the change is drawn, in one loop however often woken', () => {
    const plugin = new DrawOnDemand();
    const { state } = attach(plugin);
    frames(100);
    expect(state.draws).toBe(IDLE_FRAMES);

    // A crosshair follows the pointer for three frames.
    state.changing = 3;
    plugin.wake();
    plugin.wake();
    frames(100);
    expect(state.draws).toBe(IDLE_FRAMES + 3 + IDLE_FRAMES);
  });

  it('stops drawing and listening when stopped, and when given the next canvas', () => {
    const plugin = new DrawOnDemand();
    const first = attach(plugin);
    first.state.changing = 1_000;
    frames(5);
    // StrictMode's second mount: the chart is made again, with the same plugin.
    const second = attach(plugin);
    frames(100);
    expect(first.state.draws).toBe(5);
    expect(first.listeners.size).toBe(0);
    expect(second.state.draws).toBe(IDLE_FRAMES);

    second.state.changing = 1_000;
    plugin.wake();
    frames(5);
    plugin.stop();
    frames(100);
    expect(second.state.draws).toBe(IDLE_FRAMES + 5);
    expect(second.listeners.size).toBe(0);
  });

  it('keeps nothing a walk over the chart’s options would follow', () => {
    const plugin = new DrawOnDemand();
    attach(plugin);
    expect(Object.keys(plugin)).toEqual(['name']);
  });
});
