import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import {
  afterNotificationsDeleted,
  alertNotificationIds,
  deleteNotifications,
} from '../../../../api/alert-notifications';
import { notificationsListKey } from '../../../../api/shared-queries';
import { useFeedback } from '../../../../components/feedback';
import type { BulkRun } from '../run-store';
import styles from './bulk.module.css';

/**
 * «Удалить уведомления изменённых маршрутов (K)» of a run started from an alert (PRODUCT §6):
 * the alert's category's notifications of the routes the run wrote, one DELETE each. One a
 * colleague deleted meanwhile is no error. Shown while there are such notifications left.
 */
export function AlertCleanup({ run, small = false }: { run: BulkRun; small?: boolean }) {
  const { alert } = run;
  const queryClient = useQueryClient();
  const { notify } = useFeedback();
  const written = useMemo(
    () => run.items.flatMap((item) => (item.outcome === 'done' ? [item.id] : [])),
    [run.items],
  );
  const found = useQuery({
    // Under the notifications lists' key: a deletion anywhere reads the count again.
    queryKey: [...notificationsListKey, 'alert-cleanup', alert, written],
    queryFn: ({ signal }) => alertNotificationIds(alert ?? '', written, signal),
    enabled: alert !== undefined && written.length > 0,
  });
  const remove = useMutation({
    mutationFn: deleteNotifications,
    onSuccess: (failed, ids) => {
      const deleted = ids.length - failed.length;
      if (failed.length === 0) notify('success', { title: `Удалено уведомлений: ${deleted}` });
      else
        notify('error', {
          title: 'Уведомления удалены не все',
          description: `Удалено: ${deleted}, не удалось удалить: ${failed.length}. Повторите попытку.`,
        });
    },
    onError: () => notify('error', { title: 'Уведомления не удалены' }),
    onSettled: () => afterNotificationsDeleted(queryClient, written),
  });
  const ids = found.data ?? [];
  if (ids.length === 0) return null;
  return (
    <Button
      size={small ? 'small' : 'middle'}
      // The longest button of a result: on a phone its words wrap rather than leave the screen.
      className={styles.wrapping}
      loading={remove.isPending}
      onClick={() => remove.mutate(ids)}
    >
      Удалить уведомления изменённых маршрутов ({ids.length})
    </Button>
  );
}
