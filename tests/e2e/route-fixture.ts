/** Route 1 as a route page first shows it: one segment Москва — Казань with its figures. */
export const ROUTE_1 = {
  id: 1,
  path: [
    {
      from_waypoint: { city: 'Москва', region: 'Москва' },
      to_waypoint: { city: 'Казань', region: 'Республика Татарстан' },
    },
  ],
  path_hash: '3469e863dda50af0af6544329c199b98',
  route_type: 'simple',
  category: 'lte20',
  distance: 820,
  tariff: 85,
  nmc: 69700,
  nmc_adjustments: null,
  comment: 'Согласовано с отделом закупок',
  notifications: [],
  updated_at: '2026-06-18T14:30:00+03:00',
};
