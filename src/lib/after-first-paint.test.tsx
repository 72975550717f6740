import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
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
    finish: () => resolve(Heavy),
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
    expect(screen.getByText('рамка A')).toBeTruthy();
    await act(() => {
      loader.finish();
      return Promise.resolve();
    });
    expect(await screen.findByText('готово A')).toBeTruthy();
    view.unmount();

    // Loaded once: a later mount shows the component at once, without a placeholder.
    render(<Deferred name="B" />);
    expect(screen.getByText('готово B')).toBeTruthy();
    expect(screen.queryByText('рамка B')).toBeNull();
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
    expect(await screen.findByText('готово A')).toBeTruthy();
    view.rerender(<Deferred name="B" />);
    expect(await screen.findByText('готово B')).toBeTruthy();
    // New props reach the same instance: its state (a draft, the focus) survives.
    expect(mounts).toBe(1);
  });
});
