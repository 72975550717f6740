import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGES, DrawOnDemand, IDLE_FRAMES, type ChartCanvas } from './draw-on-demand';

/** A chart's canvas as G hands it to a renderer plugin; `change` is a change of its scene. */
function fakeChart() {
  const listeners = new Map<string, Set<() => void>>();
  const state = { draws: 0, autoRendering: true };
  const canvas: ChartCanvas = {
    render: () => {
      state.draws += 1;
    },
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
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
  const change = (type: string = CHANGES[0]) => listeners.get(type)?.forEach((heard) => heard());
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { context, state, change, listening };
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

/** A change in each of `count` frames, as an animation makes. */
const animate = (chart: ReturnType<typeof fakeChart>, count: number) => {
  for (let frame = 0; frame < count; frame += 1) {
    chart.change();
    vi.advanceTimersToNextFrame();
  }
};

describe('DrawOnDemand', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('turns the canvas’s own loop off, draws while the scene changes, then stops', () => {
    const chart = fakeChart();
    const plugin = new DrawOnDemand();
    plugin.context = chart.context;
    expect(chart.state.autoRendering).toBe(false);
    plugin.init();
    animate(chart, 40);
    expect(chart.state.draws).toBe(40);
    frames(200);
    expect(chart.state.draws).toBe(40 + IDLE_FRAMES - 1);
  });

  it.each(CHANGES)('draws again after «%s», in one loop however many changes come', (type) => {
    const chart = attach(new DrawOnDemand());
    frames(100);
    expect(chart.state.draws).toBe(IDLE_FRAMES);

    chart.change(type);
    chart.change(type);
    frames(100);
    expect(chart.state.draws).toBe(2 * IDLE_FRAMES);
  });

  it('stops drawing and listening when destroyed, and when given the next canvas', () => {
    const plugin = new DrawOnDemand();
    const first = attach(plugin);
    animate(first, 5);
    // StrictMode's second mount: the chart is made again, with the same plugin.
    const second = attach(plugin);
    frames(100);
    expect(first.state.draws).toBe(5);
    expect(first.listening()).toBe(0);
    expect(second.state.draws).toBe(IDLE_FRAMES);

    animate(second, 5);
    plugin.destroy();
    frames(100);
    expect(second.state.draws).toBe(IDLE_FRAMES + 5);
    expect(second.listening()).toBe(0);
  });

  it('keeps nothing a walk over the chart’s options would follow', () => {
    const plugin = new DrawOnDemand();
    attach(plugin);
    expect(Object.keys(plugin)).toEqual(['name']);
  });
});
