import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

interface Props {
  name: string;
}

const Placeholder = ({ name }: Props) => <p>рамка {name}</p>;
let mounts = 0;
function Heavy({ name }: Props) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>готово {name}</p>;
}

/** A loader the test resolves by hand; it notes what the page showed when it was asked. */
function manualLoader() {
  let resolve: (component: typeof Heavy) => void = () => undefined;
  const loader = {
    calls: 0,
    pageWhenAsked: '',
    load: () => {
      loader.calls += 1;
      loader.pageWhenAsked = document.body.textContent;
      return new Promise<typeof Heavy>((done) => (resolve = done));
    },
    finish: (component = Heavy) => resolve(component),
  };
  return loader;
}

describe('afterFirstPaint', () => {
  it('commits the placeholder before asking for the code, then shows the component', async () => {
    const loader = manualLoader();
    const Deferred = afterFirstPaint(loader.load, Placeholder);
    const view = render(<Deferred name="A" />);
    expect(loader.calls).toBe(0);
    // Asked once the frame with the placeholder has painted, not in the render that drew it.
    await waitFor(() => expect(loader.calls).toBe(1));
    expect(loader.pageWhenAsked).toBe('рамка A');
    expect(screen.getByText('рамка A')).toBeInTheDocument();
    await act(() => {
      loader.finish();
      return Promise.resolve();
    });
    expect(await screen.findByText('готово A')).toBeInTheDocument();
    view.unmount();

    // Loaded once: a later mount shows the component at once, without a placeholder.
    render(<Deferred name="B" />);
    expect(screen.getByText('готово B')).toBeInTheDocument();
    expect(screen.queryByText('рамка B')).not.toBeInTheDocument();
    expect(loader.calls).toBe(1);
  });

  it('keeps the loaded component mounted when the screen renders again', async () => {
    const loader = manualLoader();
    const Deferred = afterFirstPaint(loader.load, Placeholder);
    mounts = 0;
    const view = render(<Deferred name="A" />);
    await waitFor(() => expect(loader.calls).toBe(1));
    await act(() => {
      loader.finish();
      return Promise.resolve();
    });
    expect(await screen.findByText('готово A')).toBeInTheDocument();
    view.rerender(<Deferred name="B" />);
    expect(await screen.findByText('готово B')).toBeInTheDocument();
    // New props reach the same instance: its state (a draft, the focus) survives.
    expect(mounts).toBe(1);
  });
});

describe('afterFirstPaint, with several on a screen', () => {
  it('shows them one at a time, each once the one before is on screen', async () => {
    // What the page showed in the commit that mounted each component.
    const commits: string[] = [];
    function Logged({ name }: Props) {
      useLayoutEffect(() => {
        commits.push(document.body.textContent);
      }, []);
      return <p>готово {name}</p>;
    }
    const first = manualLoader();
    const second = manualLoader();
    const First = afterFirstPaint(first.load, ({ name }: Props) => <p>рамка {name}</p>);
    const Second = afterFirstPaint(second.load, ({ name }: Props) => <p>рамка {name}</p>);
    render(
      <>
        <First name="A" />
        <Second name="B" />
      </>,
    );
    await waitFor(() => expect(first.calls + second.calls).toBe(2));
    // Both have their code at once: the first to arrive goes first, the other waits for it.
    await act(() => {
      second.finish(Logged);
      first.finish(Logged);
      return Promise.resolve();
    });
    expect(await screen.findByText('готово A')).toBeInTheDocument();
    expect(commits).toEqual(['рамка Aготово B', 'готово Aготово B']);
  });

  it('passes a chunk that failed to load to the error boundary, and asks again on a new mount', async () => {
    let calls = 0;
    const Failing = afterFirstPaint(() => {
      calls += 1;
      return Promise.reject(new Error('chunk failed'));
    }, Placeholder);
    class Boundary extends Component<{ children: ReactNode }, { error: string }> {
      override state = { error: '' };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p>ошибка {this.state.error}</p> : this.props.children;
      }
    }
    // React reports the errors its boundary caught.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = render(
        <Boundary>
          <Failing name="A" />
        </Boundary>,
      );
      expect(await screen.findByText('ошибка chunk failed')).toBeInTheDocument();
      view.unmount();
      render(
        <Boundary>
          <Failing name="B" />
        </Boundary>,
      );
      expect(await screen.findByText('ошибка chunk failed')).toBeInTheDocument();
      expect(calls).toBe(2);
    } finally {
      report.mockRestore();
    }
  });
});
