import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRuns, getRun } from '../run-store';
import { startRun, stopRun } from '../runner';
import { useAskBeforeSignOut } from './use-ask-before-sign-out';
import { heldWrites, planRow } from '../../../../../tests/support/bulk-runs';

function SignOut() {
  const ask = useAskBeforeSignOut();
  return <button onClick={() => ask(() => undefined)}>Выйти</button>;
}

afterEach(forgetRuns);

describe('«Выйти» during a run', () => {
  it('asks with the count of the run as it goes on, not as it was when asked', async () => {
    const backend = heldWrites();
    const rows = Array.from({ length: 10 }, (_, i) => planRow(i + 1, 1_000, 1_100));
    const id = startRun({ title: '+10 %', comment: 'Индексация', rows, io: backend.io });
    render(
      <App>
        <SignOut />
      </App>,
    );
    await vi.waitFor(() => expect(backend.waiting).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(
      await screen.findByRole('dialog', { name: 'Идёт изменение НМЦ: 0 из 10' }),
    ).toBeInTheDocument();

    backend.finish(3);
    expect(
      await screen.findByRole('dialog', { name: 'Идёт изменение НМЦ: 3 из 10' }),
    ).toBeInTheDocument();

    stopRun(id);
    backend.finish(backend.waiting.length);
    await vi.waitFor(() => expect(getRun(id)?.state).toBe('finished'));
  });
});
