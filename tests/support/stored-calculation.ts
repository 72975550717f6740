import type { CreationState } from '../../src/features/calculator/creation-state';
import { ROUTE_CREATING_KEY } from '../../src/lib/constants';

/**
 * The calculator's calculation of one job as it keeps it in storage, for the screen to find
 * after a reload: running (`pending`) or finished, typed in (method 0) or imported (1).
 */
export function storeCalculation(
  job: number,
  {
    pending = false,
    method = 0,
    page = 1,
  }: { pending?: boolean; method?: 0 | 1; page?: number } = {},
) {
  const state: CreationState = {
    isPending: pending,
    jobs: [{ id: job, action: 'CREATE_TEMP', method }],
    sessionJobIds: [job],
    page,
  };
  localStorage.setItem(ROUTE_CREATING_KEY, JSON.stringify(state));
}

/** A temporary route Казань → Уфа of `job`, as the calculator's list call returns it. */
export const temporaryRoute = (id: number, job: number) => ({
  id,
  job,
  path: [{ from_waypoint: { city: 'Казань' }, to_waypoint: { city: 'Уфа' } }],
  category: 'lte5',
  distance: 525,
  tariff: 70,
  nmc: 36750,
  comment: null,
  existing_route_id: null,
});
