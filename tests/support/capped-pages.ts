import { http as anyRequest } from 'msw';
import { API_ORIGIN, json } from './api-mock';

/**
 * `items` as the list at `path` of a backend with its own page cap (Django REST setups commonly
 * keep to 100): at most `cap` a page, whatever `limit` asks, with the total of the whole list.
 */
export const cappedPages = (path: string, items: readonly unknown[], cap: number) =>
  anyRequest.get(`${API_ORIGIN}${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const limit = Math.min(Number(query.get('limit')), cap);
    const from = (Number(query.get('page')) - 1) * limit;
    return json(200, { total: items.length, results: items.slice(from, from + limit) });
  });

/**
 * `count` points of a chart a day apart from 1 March 2026, alternately of two sources, the
 * price growing by 100 ₽ from 60 000 ₽: a homogeneous sample whose mean is that of its ends.
 */
export const chartPoints = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    nmc: 60_000 + i * 100,
    category: 'lte20',
    data_source: i % 2 === 0 ? 'market' : 'tenders',
  }));
