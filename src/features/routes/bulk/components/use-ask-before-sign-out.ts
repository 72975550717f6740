import { App } from 'antd';
import { useCallback } from 'react';
import { countRun, getRuns } from '../run-store';

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
      const counts = going.map(countRun);
      const done = counts.reduce((sum, count) => sum + count.done, 0);
      const total = counts.reduce((sum, count) => sum + count.total, 0);
      modal.confirm({
        title: `Идёт изменение НМЦ: ${done} из ${total}`,
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
