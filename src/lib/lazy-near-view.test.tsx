import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../tests/support/in-view-observer';
import { lazyNearView, NEAR_VIEW_MARGIN } from './lazy-near-view';

interface Props {
  name: string;
}

const Placeholder = ({ name }: Props) => <p>рамка {name}</p>;
const Heavy = ({ name }: Props) => <p>готово {name}</p>;

/** A loader the test resolves by hand. */
function manualLoader() {
  let settle: { resolve: (component: typeof Heavy) => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const loader = {
    calls: 0,
    load: () => {
      loader.calls += 1;
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

/** The place of a component far below the viewport comes into view, as on a scroll. */
async function scrollNear(...names: string[]) {
  InViewObserver.inView = (element) => names.some((name) => element.textContent.includes(name));
  await act(async () => {
    InViewObserver.scrolled();
    await Promise.resolve();
  });
}

describe('lazyNearView', () => {
  it('asks for nothing while its place is far from the viewport, then loads once it comes near', async () => {
    const inView = vi.fn(() => false);
    InViewObserver.inView = inView;
    const loader = manualLoader();
    const Deferred = lazyNearView(loader.load, Placeholder);
    render(<Deferred name="A" />);
    expect(screen.getByText('рамка A')).toBeInTheDocument();
    // The observer has reported the place out of view: the part has nothing more to react to.
    await waitFor(() => expect(inView).toHaveBeenCalled());
    expect(loader.calls).toBe(0);

    await scrollNear('рамка A');
    await waitFor(() => expect(loader.calls).toBe(1));
    // The placeholder, with the component's props, holds the place while the code loads.
    expect(screen.getByText('рамка A')).toBeInTheDocument();
    await loader.finish();
    expect(await screen.findByText('готово A')).toBeInTheDocument();
    expect(screen.queryByText('рамка A')).not.toBeInTheDocument();
  });

  it('watches the viewport with a margin, so the code is asked for a little ahead of the scroll', async () => {
    InViewObserver.inView = () => false;
    const Deferred = lazyNearView(manualLoader().load, Placeholder);
    render(<Deferred name="A" />);
    await waitFor(() => expect(InViewObserver.instances.size).toBe(1));
    expect([...InViewObserver.instances][0]!.rootMargin).toBe(NEAR_VIEW_MARGIN);
  });

  it('loads each part when its own place comes near, and later mounts show it at once', async () => {
    InViewObserver.inView = () => false;
    const loader = manualLoader();
    const Deferred = lazyNearView(loader.load, Placeholder);
    const view = render(
      <>
        <Deferred name="A" />
        <Deferred name="B" />
      </>,
    );
    await scrollNear('рамка A');
    await waitFor(() => expect(loader.calls).toBe(1));
    await loader.finish();
    expect(await screen.findByText('готово A')).toBeInTheDocument();
    // B is still far down: the code is there, but its place is not near yet.
    expect(screen.getByText('рамка B')).toBeInTheDocument();
    view.unmount();

    render(<Deferred name="C" />);
    expect(screen.getByText('готово C')).toBeInTheDocument();
    expect(loader.calls).toBe(1);
  });

  it('passes a chunk that failed to load to the error boundary, and asks again on a new mount', async () => {
    const loader = manualLoader();
    const Deferred = lazyNearView(loader.load, Placeholder);
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
      expect(loader.calls).toBe(1);
      view.unmount();

      render(
        <Boundary>
          <Deferred name="B" />
        </Boundary>,
      );
      await waitFor(() => expect(loader.calls).toBe(2));
      await loader.finish();
      expect(await screen.findByText('готово B')).toBeInTheDocument();
    } finally {
      report.mockRestore();
    }
  });
});
