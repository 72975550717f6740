// Saved views of the route list: who sees which, who may change one, and what a body may say.
import type { RouteView, RouteViewPatch } from '../../../src/api/schema';
import { maxLengths } from '../../../generated/limits';
import { isRecord } from '../http';
import type { Db } from '../model';

const MAX_NAME = maxLengths.RouteViewRequest.name;
const MAX_QUERY = maxLengths.RouteViewRequest.query;

/** A user's own views and colleagues' shared ones, by id (a stable order for paging). */
export const visibleViews = (db: Db, username: string): RouteView[] =>
  [...db.views.values()]
    .filter((view) => view.owner === username || view.shared)
    .sort((a, b) => a.id - b.id);

/**
 * What a call on view `id` may do: nothing where the user cannot see it (404, as DRF's queryset
 * of visible views answers), read only where a colleague shares it (403), everything on one's own.
 */
export function viewAccess(db: Db, id: number, username: string): RouteView | 404 | 403 {
  const view = db.views.get(id);
  if (!view || (view.owner !== username && !view.shared)) return 404;
  return view.owner === username ? view : 403;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The fields of a view's write (`RouteViewRequest`, or `PatchedRouteViewRequest` when not `full`),
 * checked as DRF would: a name not empty, at most 100 characters and none of the owner's other
 * views' names; a query of at most 2000; `shared` a boolean.
 */
export function viewChangeOf(
  db: Db,
  body: unknown,
  { owner, full, id }: { owner: string; full: boolean; id?: number },
): { change: RouteViewPatch } | { errors: Record<string, string[]> } {
  if (!isRecord(body)) return { errors: { non_field_errors: ['Ожидался объект JSON.'] } };
  const errors: Record<string, string[]> = {};
  const change: RouteViewPatch = {};
  const { name, query, shared } = body;
  if (name === undefined) {
    if (full) errors.name = ['Обязательное поле.'];
  } else if (typeof name !== 'string') errors.name = ['Введите строку.'];
  else if (name.trim() === '') errors.name = ['Это поле не может быть пустым.'];
  else if (name.trim().length > MAX_NAME)
    errors.name = [`Убедитесь, что это значение содержит не более ${MAX_NAME} символов.`];
  else if (
    [...db.views.values()].some(
      (view) => view.owner === owner && view.id !== id && sameName(view.name, name),
    )
  )
    errors.name = ['Вид с таким названием уже есть.'];
  else change.name = name.trim();
  if (query === undefined) {
    if (full) errors.query = ['Обязательное поле.'];
  } else if (typeof query !== 'string') errors.query = ['Введите строку.'];
  else if (query.length > MAX_QUERY)
    errors.query = [`Убедитесь, что это значение содержит не более ${MAX_QUERY} символов.`];
  else change.query = query;
  if (shared !== undefined) {
    if (typeof shared === 'boolean') change.shared = shared;
    else errors.shared = ['Требуется логическое значение.'];
  }
  return Object.keys(errors).length > 0 ? { errors } : { change };
}

/** Saves a new view of `owner`. */
export function createView(db: Db, owner: string, change: RouteViewPatch): RouteView {
  const view: RouteView = {
    id: db.ids.view++,
    name: change.name ?? '',
    query: change.query ?? '',
    shared: change.shared ?? false,
    owner,
  };
  db.views.set(view.id, view);
  return view;
}
