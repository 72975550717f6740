// «Город — город» and «Регион — регион»: market prices made from the route or the regions, the
// same every time (rules/market.ts).
import type { ChartPoint } from '../../../src/api/schema';
import { contextOf, pageQuery } from '../context';
import { answer, badPage, http, listParam, numberParam } from '../http';
import { cityChartPoints, regionChartPoints } from '../rules/market';
import { pageOf } from '../rules/paging';
import { isCategory } from '../../../src/api/labels';

/** The points of the asked categories and period. */
function narrowed(request: Request, points: readonly ChartPoint[]): ChartPoint[] {
  const query = new URL(request.url).searchParams;
  const categories = listParam(request, 'category');
  const from = query.get('date__gte');
  const to = query.get('date__lte');
  return points.filter(
    (point) =>
      (categories.length === 0 || categories.includes(point.category)) &&
      (!from || point.date >= from) &&
      (!to || point.date <= to),
  );
}

export const chartHandlers = [
  http.get('/api/charts/v1/chart/city-city/', ({ request, response }) => {
    const { db, anchor } = contextOf(request);
    const routeId = numberParam(request, 'route_id');
    const pathHash = new URL(request.url).searchParams.get('path_hash');
    const route =
      (routeId === undefined ? undefined : db.routes.get(routeId)) ??
      [...db.routes.values()].find((one) => pathHash && one.path_hash === pathHash);
    const points = route ? cityChartPoints(route, anchor) : [];
    const page = pageOf(narrowed(request, points), pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.get('/api/charts/v1/chart/region-region/', ({ request, response }) => {
    const { anchor } = contextOf(request);
    const query = new URL(request.url).searchParams;
    const from = query.get('from_region');
    const to = query.get('to_region');
    if (!from || !to)
      return response.untyped(
        answer(400, { from_region: ['Обязательное поле.'], to_region: ['Обязательное поле.'] }),
      );
    const categories = listParam(request, 'category').filter(isCategory);
    // One category is made alone; for several, all are made and narrowed below.
    const only = categories.length === 1 ? (categories[0] ?? null) : null;
    const points = regionChartPoints(from, to, only, anchor);
    const page = pageOf(narrowed(request, points), pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.get('/api/charts/v1/filters/data_source/', ({ request, response }) =>
    response(200).json(contextOf(request).db.dataSources),
  ),
];
