import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BulkRun } from '../run-store';
import { RunProgress } from './run-progress';

const run: BulkRun = {
  id: 1,
  kind: 'change',
  of: null,
  title: '+10 %',
  comment: 'Индексация',
  items: [
    { id: 1, chain: 'Москва - Казань', before: 100, after: 110, outcome: 'done', reason: null },
    { id: 2, chain: 'Москва - Тверь', before: 200, after: 220, outcome: 'pending', reason: null },
  ],
  state: 'running',
  undoneBy: null,
  user: 'orlov.v',
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: null,
};

describe('the run’s progress', () => {
  it('draws its bar in both sizes without a warning from antd in the console', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<RunProgress run={run} />);
    rerender(<RunProgress run={run} compact />);
    expect(screen.getByRole('progressbar', { name: 'Ход изменения' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
