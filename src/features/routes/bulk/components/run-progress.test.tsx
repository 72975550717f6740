import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { countRun, getRun, useBulkRuns, type BulkRun } from '../run-store';
import { continueRun, startRun, stopRun } from '../runner';
import { RunProgress } from './run-progress';
import { heldWrites, planRow } from '../../../../../tests/support/bulk-runs';

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

function FirstRun() {
  const run = useBulkRuns()[0];
  return run ? <RunProgress run={run} /> : null;
}

describe('the time left of a run', () => {
  it('shows beside «Изменено X из N» once 5 routes or 3 s have gone, at their pace', async () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    const backend = heldWrites();
    const rows = Array.from({ length: 100 }, (_, i) => planRow(i + 1, 1_000, 1_100));
    const id = startRun({ title: '+10 %', comment: 'Индексация', rows, io: backend.io });
    render(<FirstRun />);

    await vi.waitFor(() => expect(backend.waiting).toHaveLength(4));
    clock.mockReturnValue(2_000);
    backend.finish(4);
    expect(await screen.findByText('Изменено 4 из 100')).toBeInTheDocument();
    // Four routes in 2 s tell too little yet.
    expect(screen.queryByText(/осталось/)).not.toBeInTheDocument();

    await vi.waitFor(() => expect(backend.waiting).toHaveLength(4));
    clock.mockReturnValue(5_000);
    backend.finish(1);
    // 5 routes in 5 s, 95 left: 95 s.
    expect(await screen.findByText('Изменено 5 из 100')).toBeInTheDocument();
    expect(screen.getByText('осталось ≈ 2 мин')).toBeInTheDocument();

    stopRun(id);
    backend.finish(backend.waiting.length);
    await vi.waitFor(() => expect(getRun(id)?.state).toBe('finished'));

    // «Продолжить» starts the pace anew: the routes of before, and the pause, do not count.
    clock.mockReturnValue(60_000);
    await continueRun(id, { io: backend.io });
    await vi.waitFor(() => expect(backend.waiting).toHaveLength(4));
    expect(screen.getByRole('status')).toHaveTextContent(/^Изменено \d+ из 100$/);
    expect(screen.queryByText(/осталось/)).not.toBeInTheDocument();
    const before = countRun(getRun(id)!).done;
    clock.mockReturnValue(64_000);
    backend.finish(4);
    await screen.findByText(`Изменено ${before + 4} из 100`);
    // 4 routes in 4 s: 1 s each for the 87 or so left, not the pace since the first start.
    const left = countRun(getRun(id)!).pending;
    expect(left).toBeGreaterThan(60);
    expect(screen.getByText(`осталось ≈ ${Math.round(left / 60)} мин`)).toBeInTheDocument();
    stopRun(id);
    backend.finish(backend.waiting.length);
    await vi.waitFor(() => expect(getRun(id)?.state).toBe('finished'));
  });
});
