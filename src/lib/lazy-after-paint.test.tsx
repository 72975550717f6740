import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyAfterPaint, PAINT_WAIT_MS } from './lazy-after-paint';

interface Props {
  name: string;
}

const Placeholder = () => <p>рамка</p>;
let mounts = 0;
function Heavy({ name }: Props) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>готово {name}</p>;
}

/** A loader the test resolves by hand; it notes what the page showed when it was asked. */
function manualLoader() {
  let settle: { resolve: (component: typeof Heavy) => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const loader = {
    calls: 0,
    pageWhenAsked: '',
    load: () => {
      loader.calls += 1;
      loader.pageWhenAsked = document.body.textContent;
      return new Promise<typeof Heavy>((resolve, reject) => (settle = { resolve, reject }));
    },
    finish: () =>
      act(() => {
        settle.resolve(Heavy);
        return Promise.resolve();
      }),
    fail: () =>
      act(() => {
        settle.reject(new Error('chunk failed'));
        return Promise.resolve();
      }),
  };
  return loader;
}

class Boundary extends Component<{ children: ReactNode }, { error: string }> {
  override state = { error: '' };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>ошибка {this.state.error}</p> : this.props.children;
  }
}

describe('lazyAfterPaint', () => {
  it('paints the placeholder before asking for the code, then shows the component', async () => {
    const loader = manualLoader();
    const Deferred = lazyAfterPaint(loader.load, Placeholder);
    const view = render(<Deferred name="A" />);
    expect(screen.getByText('рамка')).toBeInTheDocument();
    expect(loader.calls).toBe(0);
    // Asked once the frame with the placeholder has painted, not in the render that drew it.
    await waitFor(() => expect(loader.calls).toBe(1));
    expect(loader.pageWhenAsked).toBe('рамка');
    await loader.finish();
    expect(await screen.findByText('готово A')).toBeInTheDocument();
    view.unmount();

    // Loaded once: a later mount shows the component at once, without a placeholder.
    render(<Deferred name="B" />);
    expect(screen.getByText('готово B')).toBeInTheDocument();
    expect(screen.queryByText('рамка')).not.toBeInTheDocument();
    expect(loader.calls).toBe(1);
  });

  it('keeps the loaded component mounted when the screen renders again', async () => {
    const loader = manualLoader();
    const Deferred = lazyAfterPaint(loader.load, Placeholder);
    mounts = 0;
    // Mounts are counted as a user's browser makes them: StrictMode mounts twice in development.
    const view = render(<Deferred name="A" />, { reactStrictMode: false });
    await waitFor(() => expect(loader.calls).toBe(1));
    await loader.finish();
    expect(await screen.findByText('готово A')).toBeInTheDocument();
    view.rerender(<Deferred name="B" />);
    expect(await screen.findByText('готово B')).toBeInTheDocument();
    // New props reach the same instance: its state (a draft, the focus) survives.
    expect(mounts).toBe(1);
  });

  it('passes a chunk that failed to load to the error boundary, and asks again on a new mount', async () => {
    const loader = manualLoader();
    const Deferred = lazyAfterPaint(loader.load, Placeholder);
    // React reports the errors its boundary caught.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = render(
        <Boundary>
          <Deferred name="A" />
        </Boundary>,
      );
      await waitFor(() => expect(loader.calls).toBe(1));
      await loader.fail();
      expect(await screen.findByText('ошибка chunk failed')).toBeInTheDocument();
      // Shown once: the failure is not asked for again in a loop.
      expect(loader.calls).toBe(1);
      view.unmount();

      render(
        <Boundary>
          <Deferred name="B" />
        </Boundary>,
      );
      expect(screen.getByText('рамка')).toBeInTheDocument();
      await waitFor(() => expect(loader.calls).toBe(2));
      await loader.finish();
      expect(await screen.findByText('готово B')).toBeInTheDocument();
    } finally {
      report.mockRestore();
    }
  });
});

describe('lazyAfterPaint, with several on a screen', () => {
  /** Two components on one screen, A and B, each with its own placeholder and loader. */
  function renderTwo() {
    const first = manualLoader();
    const second = manualLoader();
    const First = lazyAfterPaint(first.load, () => <p>рамка A</p>);
    const Second = lazyAfterPaint(second.load, () => <p>рамка B</p>);
    render(
      <>
        <First name="A" />
        <Second name="B" />
      </>,
    );
    return { first, second };
  }

  it('shows each as soon as its own code is there: one that never loads holds back no other', async () => {
    const { first: never, second: loader } = renderTwo();
    await waitFor(() => expect(never.calls + loader.calls).toBe(2));
    await loader.finish();
    expect(await screen.findByText('готово B')).toBeInTheDocument();
    expect(screen.getByText('рамка A')).toBeInTheDocument();
  });

  it('asks for the code even when the browser never paints a frame, as in a hidden tab', async () => {
    const noFrames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      const { first, second } = renderTwo();
      await new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS / 2));
      expect(first.calls + second.calls).toBe(0);
      await waitFor(() => expect(first.calls + second.calls).toBe(2), {
        timeout: PAINT_WAIT_MS * 2,
      });
      // Neither waits for the other's frame to be painted either.
      await second.finish();
      expect(await screen.findByText('готово B')).toBeInTheDocument();
      await first.finish();
      expect(await screen.findByText('готово A')).toBeInTheDocument();
    } finally {
      noFrames.mockRestore();
    }
  });
});
