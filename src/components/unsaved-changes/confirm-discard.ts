import { App } from 'antd';
import { useCallback } from 'react';

export interface DiscardChoice {
  onDiscard: () => void;
  onReturn?: () => void;
}

/**
 * Asks before typed work is dropped: «Не сохранять» drops it, «Вернуться» (also
 * Escape) keeps the form as it is.
 */
export function useAskToDiscard() {
  const { modal } = App.useApp();
  return useCallback(
    ({ onDiscard, onReturn }: DiscardChoice) => {
      modal.confirm({
        title: 'Изменения не сохранены',
        content: 'Введённые значения пропадут.',
        okText: 'Не сохранять',
        okButtonProps: { danger: true },
        cancelText: 'Вернуться',
        // Enter keeps the work: dropping it takes a deliberate choice.
        focusable: { autoFocusButton: 'cancel' },
        onOk: onDiscard,
        onCancel: onReturn,
      });
    },
    [modal],
  );
}

/** Runs `action` at once when nothing is changed, and after «Не сохранять» otherwise. */
export function useConfirmDiscard() {
  const ask = useAskToDiscard();
  return useCallback(
    (dirty: boolean, action: () => void) => {
      if (dirty) ask({ onDiscard: action });
      else action();
    },
    [ask],
  );
}
