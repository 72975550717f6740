import { App, Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../../api/api-error';
import type { RouteView } from '../../../../api/schema';
import { useCachedCurrentUser, useFilterChoices } from '../../../../api/shared-queries';
import { MutedText } from '../../../../components/muted-text';
import type { RouteListState } from '../../filter-state';
import { activeViewOf, entryOf, type ActiveView } from '../active-view';
import { useRouteViews } from '../api';
import { useDeleteView, useUpdateView } from '../mutations';
import { showsView, viewQueryOf, viewState } from '../view-query';
import { SaveViewModal } from './save-view-modal';
import { ViewsMenu } from './views-menu';
import styles from './views.module.css';

const failureOf = (error: unknown, what: string): string =>
  isApiError(error) && error.status === 404
    ? 'Вид уже удалён.'
    : errorMessage(error, `Не удалось ${what}. Проверьте соединение и повторите попытку.`);

/**
 * Saved views above the filters: «Виды» picks one, which sets the list's URL as the user setting
 * its filters, order and page size would; «Сохранить вид» names the list as it is. A view the
 * list no longer shows is «изменён»: its owner may «Сохранить» it, anyone may «Сбросить» to it.
 */
export function ViewsBar({ state }: { state: RouteListState }) {
  const views = useRouteViews();
  const location = useLocation();
  const entry: unknown = location.state;
  const { search } = location;
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  // Unknown until the choices load: a failed read leaves every category of a view in place.
  const choices = useFilterChoices().data?.notification_choices;
  const me = useCachedCurrentUser().data?.username;
  const update = useUpdateView();
  const remove = useDeleteView();
  const [naming, setNaming] = useState(false);

  const active = activeViewOf(entry);
  const list = views.data?.results;
  const view = (active && list?.find((one) => one.id === active.id)) ?? null;
  const own = view !== null && view.owner === me;
  const known = choices?.map((choice) => choice.value);
  const changed = view !== null && !showsView(state, view.query, known);
  const busy = update.isPending || remove.isPending;

  /** The list as `query` says, in a new history entry that knows its view. */
  const show = (query: string, of: ActiveView | null, replace = false) =>
    void navigate({ search: query ? `?${query}` : '' }, { state: entryOf(of), replace });

  const open = (picked: RouteView) => {
    const { state: next, dropped } = viewState(picked.query, known);
    show(viewQueryOf(next), picked);
    if (dropped)
      void message.warning(
        `Вид «${picked.name}»: часть условий больше не поддерживается списком и не применена.`,
      );
  };

  const save = (saved: RouteView) =>
    update.mutate(
      { id: saved.id, query: viewQueryOf(state) },
      {
        onSuccess: () => void message.success(`Вид «${saved.name}» сохранён`),
        onError: (error) => void message.error(failureOf(error, 'сохранить вид')),
      },
    );

  const askDelete = (doomed: RouteView) => {
    modal.confirm({
      title: `Удалить вид «${doomed.name}»?`,
      content: doomed.shared ? 'Коллеги тоже перестанут его видеть.' : undefined,
      okText: 'Удалить',
      okButtonProps: { danger: true },
      cancelText: 'Отмена',
      focusable: { autoFocusButton: 'cancel' },
      // The question stays, its button busy, until the answer is in.
      onOk: () =>
        remove.mutateAsync(doomed.id).then(
          () => {
            show(search.replace(/^\?/, ''), null, true);
            void message.success(`Вид «${doomed.name}» удалён`);
          },
          (error: unknown) => {
            void message.error(failureOf(error, 'удалить вид'));
          },
        ),
    });
  };

  return (
    <div className={styles.bar}>
      <div className={styles.picked}>
        <ViewsMenu
          views={list}
          failed={views.isError}
          me={me}
          deletable={own ? view : null}
          disabled={busy}
          onPick={open}
          onDelete={askDelete}
          onRetry={() => void views.refetch()}
        />
        <div className={styles.status}>
          <MutedText aria-live="polite">
            {view && (
              <>
                <span className={styles.current} title={view.name}>
                  Вид «{view.name}»
                </span>
                <span className={styles.suffix}>
                  {/* A flex item drops its leading space: the gap is a no-break one. */}
                  {!own && `\u00a0· ${view.owner}`}
                  {changed && '\u00a0· изменён'}
                </span>
              </>
            )}
            {active && list && !view && `Вид «${active.name}» удалён`}
          </MutedText>
        </div>
      </div>
      {changed && own && (
        <Button loading={update.isPending} disabled={remove.isPending} onClick={() => save(view)}>
          Сохранить
        </Button>
      )}
      {changed && (
        <Button disabled={busy} onClick={() => open(view)}>
          Сбросить
        </Button>
      )}
      <Button disabled={busy} onClick={() => setNaming(true)}>
        Сохранить вид
      </Button>
      {naming && (
        <SaveViewModal
          query={viewQueryOf(state)}
          onClose={() => setNaming(false)}
          onSaved={(saved) => {
            setNaming(false);
            show(search.replace(/^\?/, ''), saved, true);
            void message.success(`Вид «${saved.name}» сохранён`);
          }}
        />
      )}
    </div>
  );
}
