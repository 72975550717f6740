import { App } from 'antd';
import { createElement, useCallback } from 'react';
import { getRuns } from '../run-store';
import { GoingCount } from './going-count';

/**
 * «Выйти» while a bulk run goes asks first: «Остановить и выйти» cuts the run short and keeps
 * it (the same user finds it after signing in again, with «Продолжить»); «Вернуться» stays.
 * Runs `signOut` at once when nothing runs.
 */
export function useAskBeforeSignOut() {
  const { modal } = App.useApp();
  return useCallback(
    (signOut: () => void) => {
      const going = getRuns().filter((run) => run.state !== 'finished');
      if (going.length === 0) return signOut();
      modal.confirm({
        // Counted live: the runs go on while the question is open.
        title: createElement(GoingCount, { ids: new Set(going.map((run) => run.id)) }),
        content: 'Оставшиеся маршруты можно будет дописать после входа: «Продолжить».',
        okText: 'Остановить и выйти',
        okButtonProps: { danger: true },
        cancelText: 'Вернуться',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          // Loaded already: a run is going.
          const { pauseRuns } = await import('../run-session');
          await pauseRuns();
          signOut();
        },
      });
    },
    [modal],
  );
}
