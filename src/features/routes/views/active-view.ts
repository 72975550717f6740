import { isRecord } from '../../../lib/is-record';

/**
 * The view the list was opened from lives in the history entry's state, not in the URL: picking a
 * view sets the URL exactly as the user setting its filters would, and Back, Forward and a reload
 * still know which view each entry showed.
 */
export interface ActiveView {
  id: number;
  name: string;
}

export interface ViewEntryState {
  routeView: ActiveView;
}

/** The view of a history entry's state, if it names one. */
export function activeViewOf(state: unknown): ActiveView | null {
  if (!isRecord(state) || !isRecord(state.routeView)) return null;
  const { id, name } = state.routeView;
  return typeof id === 'number' && typeof name === 'string' ? { id, name } : null;
}

export const entryOf = (view: ActiveView | null): ViewEntryState | null =>
  view && { routeView: { id: view.id, name: view.name } };
