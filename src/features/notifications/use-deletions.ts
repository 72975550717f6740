import { useFeedback } from '../../components/feedback';
import {
  useDeleteAllNotifications,
  useDeleteNotification,
  useDeleteNotifications,
  useNotificationsBeingDeleted,
} from './api';
import { failureReason } from '../../api/failure-reason';

interface DeletionEffects {
  /** Called after a deletion that fully succeeded: the list starts again from page 1. */
  onDeleted: () => void;
  setSelected: (update: (ids: number[]) => number[]) => void;
}

/**
 * The three ways to delete notifications, each with its success and failure message; `after`
 * runs once the request has ended either way (the question closes).
 */
export function useDeletions({ onDeleted, setSelected }: DeletionEffects) {
  const { notify } = useFeedback();
  const deleteOne = useDeleteNotification();
  const deleteSelected = useDeleteNotifications();
  const deleteAll = useDeleteAllNotifications();
  const deletingIds = useNotificationsBeingDeleted();

  const removeOne = (id: number, after: () => void) =>
    deleteOne.mutate(id, {
      onSuccess: () => {
        notify('success', { title: 'Уведомление удалено' });
        setSelected((ids) => ids.filter((selected) => selected !== id));
        onDeleted();
      },
      onError: (error) =>
        notify('error', { title: 'Уведомление не удалено', description: failureReason(error) }),
      onSettled: after,
    });

  const removeSelected = (ids: readonly number[], after: () => void) =>
    deleteSelected.mutate(ids, {
      onSuccess: ({ deleted, failed }) => {
        if (failed.length === 0) {
          notify('success', { title: 'Все выбранные уведомления удалены' });
          setSelected(() => []);
          onDeleted();
          return;
        }
        // The ones that failed stay selected, so one more click retries exactly them.
        setSelected(() => failed);
        notify('error', {
          title: 'Уведомления не удалены',
          description: `Удалено: ${deleted.length} из ${ids.length}. Не удалённые остались в списке и отмечены — повторите попытку.`,
        });
      },
      onSettled: after,
    });

  const removeAll = (after: () => void) =>
    deleteAll.mutate(undefined, {
      onSuccess: () => {
        notify('success', { title: 'Все уведомления удалены' });
        setSelected(() => []);
        onDeleted();
      },
      onError: (error) =>
        notify('error', { title: 'Уведомления не удалены', description: failureReason(error) }),
      onSettled: after,
    });

  return {
    removeOne,
    removeSelected,
    removeAll,
    deletingIds,
    selectedPending: deleteSelected.isPending,
    allPending: deleteAll.isPending,
  };
}
