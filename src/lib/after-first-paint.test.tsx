import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

interface Props {
  name: string;
}

const Placeholder = ({ name }: Props) => <p>рамка {name}</p>;
const Heavy = ({ name }: Props) => <p>готово {name}</p>;

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
    await act(() => Promise.resolve());
    expect(loader.calls).toBe(1);
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
});
