import { Alert, Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { Navigate, type NavigateOptions } from 'react-router-dom';
import { FIRST_PAGE } from '../../lib/constants';
import { useLiveSearchParams } from '../../lib/use-live-search-params';
import { useNotificationsPage } from './api';
import type { DeleteRequest } from './delete-confirm-modal';
import { countLine, pageWithinRange, parsePage, withPage } from './notification-view';
import { failureReason } from '../../api/failure-reason';
import { AlertSummary } from './alert-summary';
import { NotificationsImport } from './notifications-import';
import { NotificationsTableFrame } from './notifications-table-frame';
import { useDeletions } from './use-deletions';
import { PageTitle } from '../../components/page-title';
import { useCachedNotificationsTotal } from '../../api/shared-queries';
import { lazyAfterPaint } from '../../lib/lazy-after-paint';

// The table with its pager and spinner loads once the title and the import have painted.
const NotificationsTable = lazyAfterPaint(
  async () => (await import('./notifications-table')).NotificationsTable,
  NotificationsTableFrame,
);
// Asked for on the first deletion only.
const DeleteConfirmModal = lazy(async () => ({
  default: (await import('./delete-confirm-modal')).DeleteConfirmModal,
}));

const pageSearch = (page: number) => (page === FIRST_PAGE ? '' : `?page=${page}`);

/** Whether the deletion asked about is running: its question waits for the outcome. */
function pendingOf(request: DeleteRequest | null, deletions: ReturnType<typeof useDeletions>) {
  if (request?.kind === 'one') return deletions.deletingIds.includes(request.notification.id);
  if (request?.kind === 'selected') return deletions.selectedPending;
  return request?.kind === 'all' && deletions.allPending;
}

/** Центр уведомлений: the paged list, its deletions and the notifications import. */
export function NotificationsPage() {
  // Every page change is made on the latest URL, not on this render's copy, which lags behind
  // on a slow machine.
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const page = parsePage(searchParams.get('page'));
  const changePage = (change: (latest: number) => number, options?: NavigateOptions) =>
    updateSearchParams(
      (latest) => withPage(latest, change(parsePage(latest.get('page')))),
      options,
    );
  // Selection belongs to the page it was made on: rows out of sight are never deleted by surprise.
  const [selection, setSelection] = useState<{ page: number; ids: number[] }>({ page, ids: [] });
  // Every deletion asks first: there is no way back.
  const [asking, setAsking] = useState<{ open: boolean; request: DeleteRequest | null }>({
    open: false,
    request: null,
  });
  const ask = (request: DeleteRequest) => setAsking({ open: true, request });
  const closeQuestion = () => setAsking((prev) => ({ ...prev, open: false }));
  // After a deletion the control used is gone or disabled, and the focus would fall to the page:
  // it moves to the count of what is left instead, once the question has closed. The list may
  // reload only after that, so a deletion that went through moves it without waiting to see.
  const count = useRef<HTMLElement>(null);
  const deleted = useRef(false);
  const list = useNotificationsPage(page);

  const setSelected = (update: (ids: number[]) => number[]) =>
    setSelection((prev) => ({ page, ids: update(prev.page === page ? prev.ids : []) }));
  const goToPage = (next: number) => changePage(() => next);
  const stepPage = (delta: number) => changePage((latest) => Math.max(FIRST_PAGE, latest + delta));
  const deletions = useDeletions({
    // Back to page 1 without a history entry: the old page no longer holds what it did.
    onDeleted: () => {
      deleted.current = true;
      changePage(() => FIRST_PAGE, { replace: true });
    },
    setSelected,
  });

  const lastKnown = useCachedNotificationsTotal().data?.total;
  // Nothing loaded and the server failed: the list is unknown, not empty.
  const failed = list.isError && !list.data;
  const rows = list.data?.results ?? [];
  const total = list.data?.total ?? lastKnown ?? 0;
  // Only rows on screen count as selected: a row deleted meanwhile drops out by itself.
  const selectedIds =
    selection.page === page ? selection.ids.filter((id) => rows.some((row) => row.id === id)) : [];

  if (list.data && !list.isPlaceholderData) {
    const inRange = pageWithinRange(page, list.data.total);
    if (inRange !== page) return <Navigate replace to={{ search: pageSearch(inRange) }} />;
  }

  return (
    <Flex vertical gap={16}>
      <PageTitle>Центр уведомлений</PageTitle>
      <NotificationsImport />
      <AlertSummary />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title="Не удалось загрузить уведомления"
          description={failureReason(list.error)}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Повторить
            </Button>
          }
        />
      )}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text ref={count} tabIndex={-1} type="secondary" aria-live="polite">
          {countLine(selectedIds.length, list.data?.total, lastKnown, failed)}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button
            onClick={() => ask({ kind: 'selected', ids: selectedIds })}
            loading={deletions.selectedPending}
            // Not disabled while deleting: a disabled button would drop the focus. `loading`
            // already ignores clicks.
            disabled={selectedIds.length === 0}
          >
            Удалить выбранные
          </Button>
          <Button
            danger
            onClick={() => ask({ kind: 'all', total })}
            disabled={total === 0 || deletions.allPending}
          >
            Удалить все
          </Button>
        </Flex>
      </Flex>
      <NotificationsTable
        rows={rows}
        total={total}
        page={page}
        loading={list.isFetching}
        failed={failed}
        selectedIds={selectedIds}
        onSelect={(ids) => setSelected(() => ids)}
        onPageChange={goToPage}
        onPageStep={stepPage}
        onDelete={(notification) => ask({ kind: 'one', notification })}
        deletingIds={deletions.deletingIds}
      />
      {/* Mounted from the first question on, so that it closes with its animation. */}
      {asking.request && (
        <Suspense>
          <DeleteConfirmModal
            open={asking.open}
            request={asking.request}
            pending={pendingOf(asking.request, deletions)}
            onConfirm={() => {
              const { request } = asking;
              if (request?.kind === 'one')
                deletions.removeOne(request.notification.id, closeQuestion);
              if (request?.kind === 'selected')
                deletions.removeSelected(request.ids, closeQuestion);
              if (request?.kind === 'all') deletions.removeAll(closeQuestion);
            }}
            onCancel={closeQuestion}
            afterClose={() => {
              if (deleted.current || document.activeElement === document.body)
                count.current?.focus();
              deleted.current = false;
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
