import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../api/schema';
import { chartCategory, cityChartParams, defaultChartFilters } from '../../api/city-chart';
import { defaultRegions, periodBounds, regionChartParams } from './chart-query';

const route: Route = {
  id: 1,
  path: [
    {
      from_waypoint: { city: 'Москва', region: 'Москва' },
      to_waypoint: { city: 'Нижний Новгород', region: 'Нижегородская область' },
    },
    {
      from_waypoint: { city: 'Нижний Новгород', region: 'Нижегородская область' },
      to_waypoint: { city: 'Казань', region: 'Республика Татарстан' },
    },
  ],
  path_hash: 'abc123',
  route_type: 'complex',
  category: 'lte20',
  distance: 820,
  tariff: 85,
  nmc: 69700,
  nmc_adjustments: null,
  comment: null,
  notifications: [],
  updated_at: '2026-06-18T14:30:00+03:00',
};

describe('chart requests', () => {
  it('start from the route: its category, path hash and id, page 1 of 1000 points', () => {
    expect(cityChartParams(route, defaultChartFilters(route))).toEqual({
      category: ['lte20'],
      path_hash: 'abc123',
      route_id: 1,
      page: 1,
      limit: 1000,
    });
  });

  it('start from «свыше 40 т» for either of its codes, and ask for both', () => {
    expect(chartCategory('gt40')).toBe('gte40');
    expect(chartCategory('gte40')).toBe('gte40');
    const filters = defaultChartFilters({ ...route, category: 'gt40' });
    expect(cityChartParams(route, filters).category).toEqual(['gte40', 'gt40']);
  });

  it('start from every category when the route has one the screens do not know', () => {
    expect(chartCategory('lte99')).toBeNull();
    expect(chartCategory('')).toBeNull();
  });

  it('carry the period as YYYY-MM-DD and no category when every category is wanted', () => {
    const period = periodBounds([dayjs('2026-02-01T15:00'), dayjs('2026-04-30')]);
    expect(period).toEqual({ dateGte: '2026-02-01', dateLte: '2026-04-30' });
    const query = cityChartParams(route, {
      ...defaultChartFilters(route),
      category: null,
      ...period,
    });
    expect(query).toEqual({
      date__gte: '2026-02-01',
      date__lte: '2026-04-30',
      path_hash: 'abc123',
      route_id: 1,
      page: 1,
      limit: 1000,
    });
  });

  it('leave an open end of the period out', () => {
    expect(periodBounds([dayjs('2026-02-01'), null])).toEqual({
      dateGte: '2026-02-01',
      dateLte: null,
    });
    expect(periodBounds(null)).toEqual({ dateGte: null, dateLte: null });
  });

  it('default the regions to those of the first and last waypoints', () => {
    expect(defaultRegions(route)).toEqual({
      fromRegion: 'Москва',
      toRegion: 'Республика Татарстан',
    });
    expect(defaultRegions({ ...route, path: [] })).toEqual({ fromRegion: '', toRegion: '' });
  });

  it('ask for regions only when both are given', () => {
    const filters = defaultChartFilters(route);
    expect(regionChartParams(route, filters, defaultRegions(route))).toEqual({
      ...cityChartParams(route, filters),
      from_region: 'Москва',
      to_region: 'Республика Татарстан',
    });
    expect(regionChartParams(route, filters, { fromRegion: 'Москва', toRegion: '  ' })).toBeNull();
    expect(regionChartParams(route, filters, { fromRegion: '', toRegion: 'Москва' })).toBeNull();
  });
});
