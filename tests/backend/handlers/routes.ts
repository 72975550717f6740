// Saved routes: the filtered list, one route with its version, writes guarded by `If-Match`.
import type { RouteType } from '../../../src/api/schema';
import { contextOf, pageQuery } from '../context';
import { searchCities } from '../data/cities';
import { answer, badPage, http, listParam, notFound, numberParam, writeHttp } from '../http';
import { pageOf } from '../rules/paging';
import { EMPTY_FILTER, type RouteFilter } from '../rules/route-filters';
import { listRoutes } from '../rules/route-list';
import { orderingOf } from '../rules/route-order';
import { routeOut, writeRoute } from '../rules/route-writes';
import { routeChangeOf } from '../rules/route-body';
import { etagOf, ifMatchHolds } from '../rules/versions';

const ROUTE_TYPES: readonly string[] = ['simple', 'complex'] satisfies RouteType[];

function filterOf(request: Request): RouteFilter {
  const query = new URL(request.url).searchParams;
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const range = (name: string) => ({
    min: numberParam(request, `${name}_min`),
    max: numberParam(request, `${name}_max`),
  });
  const routeType = text('route_type');
  return {
    ...EMPTY_FILTER,
    ids: listParam(request, 'ids').map(Number).filter(Number.isInteger),
    categories: listParam(request, 'category'),
    messages: listParam(request, 'messages'),
    firstWaypoint: listParam(request, 'first_waypoint'),
    lastWaypoint: listParam(request, 'last_waypoint'),
    passesThrough: listParam(request, 'route_passes_through'),
    routeType: routeType && ROUTE_TYPES.includes(routeType) ? routeType : undefined,
    path: text('path'),
    pathHash: text('path_hash'),
    distance: range('distance'),
    nmc: range('nmc'),
    nmcAdjustments: range('nmc_adjustments'),
    tariff: range('tariff'),
    marketDeviation: range('market_deviation'),
    ordering: orderingOf(text('ordering')),
  };
}

const suggestions = (request: Request) => {
  const query = new URL(request.url).searchParams.get('query')?.trim() ?? '';
  return { addresses: query ? searchCities(query).map((city) => city.name) : [] };
};

const writeHandler = (method: 'put' | 'patch') =>
  writeHttp(method)('/api/routes/v1/{id}/', async ({ request, params, response }) => {
    const { db, username, now } = contextOf(request);
    const route = db.routes.get(Number(params.id));
    if (!route) return response.untyped(notFound());
    const change = await routeChangeOf(request, method === 'put');
    if ('errors' in change) return response.untyped(answer(400, change.errors));
    if (!ifMatchHolds(route, request.headers.get('If-Match')))
      return response.untyped(answer(412, routeOut(db, route), { ETag: etagOf(route) }));
    const written = writeRoute(db, route, change.change, username, now);
    return response.untyped(answer(200, routeOut(db, written), { ETag: etagOf(written) }));
  });

export const routeHandlers = [
  http.get('/api/routes/v1/', ({ request, response }) => {
    const { db } = contextOf(request);
    const page = pageOf(listRoutes(db, filterOf(request)), pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.get('/api/routes/v1/{id}/', ({ request, params, response }) => {
    const { db } = contextOf(request);
    const route = db.routes.get(Number(params.id));
    if (!route) return response.untyped(notFound());
    return response(200).json(routeOut(db, route), { headers: { ETag: etagOf(route) } });
  }),
  writeHandler('put'),
  writeHandler('patch'),
  http.get('/api/routes/v1/filter/waypoint/autocomplete/', ({ request, response }) =>
    response(200).json(suggestions(request)),
  ),
  http.get('/api/routes/v1/path/waypoint/autocomplete/', ({ request, response }) =>
    response(200).json(suggestions(request)),
  ),
  http.get('/api/routes/v1/filters/choices/', ({ request, response }) => {
    const { db } = contextOf(request);
    return response(200).json({ notification_choices: db.notificationChoices });
  }),
];
