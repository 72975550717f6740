import { describe, expect, it } from 'vitest';
import type { TemporaryRoute } from '../../api/schema';
import { NEGATIVE_MONEY, TOO_MANY_DECIMALS } from '../../lib/money-text';
import {
  changedFields,
  nmcProblem,
  NMC_REQUIRED,
  NMC_REQUIRED_TO_CONFIRM,
  shownValues,
} from './temporary-route-edits';

const route = (nmc: number | null, comment: string | null = null): TemporaryRoute => ({
  id: 1,
  job: 1,
  path: [{ from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } }],
  category: 'lte10',
  nmc,
  comment,
  existing_route_id: null,
});

describe('a temporary route editor', () => {
  it('shows the saved values where nothing was typed', () => {
    expect(shownValues(route(60000, 'Срочно'), {})).toEqual({ nmc: 60000, comment: 'Срочно' });
    expect(shownValues(route(null), {})).toEqual({ nmc: null, comment: '' });
    expect(shownValues(route(60000), { comment: 'Новое' })).toEqual({
      nmc: 60000,
      comment: 'Новое',
    });
  });

  it('sends only the fields typed here that differ from the saved route', () => {
    const saved = route(60000, 'Срочно');
    expect(changedFields(saved, {})).toEqual({});
    expect(changedFields(saved, { comment: 'Согласовано' })).toEqual({ comment: 'Согласовано' });
    expect(changedFields(saved, { nmc: 60000, comment: 'Срочно' })).toEqual({});
    expect(changedFields(saved, { nmc: 61000 })).toEqual({ nmc: 61000 });
    expect(changedFields(saved, { comment: '  ' })).toEqual({ comment: null });
    expect(changedFields(saved, { nmc: null })).toEqual({ nmc: null });
  });

  it('never saves an erased НМЦ and never confirms without one', () => {
    expect(nmcProblem(route(22008), { nmc: null }, 'save')).toBe(NMC_REQUIRED);
    expect(nmcProblem(route(22008), { nmc: null }, 'confirm')).toBe(NMC_REQUIRED_TO_CONFIRM);
    expect(nmcProblem(route(null), {}, 'confirm')).toBe(NMC_REQUIRED_TO_CONFIRM);
    // A comment alone may be saved on a route the server priced at nothing.
    expect(nmcProblem(route(null), { comment: 'x' }, 'save')).toBeNull();
    expect(nmcProblem(route(22008), {}, 'confirm')).toBeNull();
    expect(nmcProblem(route(null), { nmc: 500 }, 'confirm')).toBeNull();
  });

  it('refuses a negative amount or a third decimal in words', () => {
    expect(nmcProblem(route(22008), { nmc: -5 }, 'save')).toBe(NEGATIVE_MONEY);
    expect(nmcProblem(route(22008), { nmc: 1.005 }, 'confirm')).toBe(TOO_MANY_DECIMALS);
  });
});
