import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FiltersFold } from './filters-fold';

const WIDTH = window.innerWidth;

/** A field that says when its effects run: those of a hidden Activity wait until it shows. */
function Field({ mounted }: { mounted: string[] }) {
  useEffect(() => {
    mounted.push('field');
  }, [mounted]);
  return <input aria-label="Тип маршрута" />;
}

const setWidth = (width: number) => act(() => window.happyDOM.setViewport({ width }));

/** Renders the fold around one field; returns what has mounted, as it fills. */
function renderFold(active: number): string[] {
  const mounted: string[] = [];
  render(
    <FiltersFold active={active}>
      <Field mounted={mounted} />
    </FiltersFold>,
  );
  return mounted;
}

describe('FiltersFold', () => {
  afterEach(() => setWidth(WIDTH));

  it('on a phone draws the folded fields aside, and shows them whole once opened', async () => {
    setWidth(412);
    const mounted = renderFold(1);
    // Drawn when the page is idle, hidden, its effects not started.
    const field = await screen.findByLabelText('Тип маршрута');
    expect(field).not.toBeVisible();
    expect(mounted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    await waitFor(() => expect(mounted).toContain('field'));
    expect(screen.getByLabelText('Тип маршрута')).toBe(field);
    expect(field).toBeVisible();
  });

  it('on a wider screen shows the fields at once', () => {
    setWidth(1024);
    const mounted = renderFold(0);
    expect(screen.getByLabelText('Тип маршрута')).toBeVisible();
    expect(mounted).toContain('field');
  });
});
