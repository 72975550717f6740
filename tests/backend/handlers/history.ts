import { contextOf, pageQuery } from '../context';
import { badPage, http, numberParam } from '../http';
import { pageOf } from '../rules/paging';

export const historyHandlers = [
  http.get('/api/nmc-changes-history/v1/', ({ request, response }) => {
    const { db } = contextOf(request);
    const routeId = numberParam(request, 'route_id');
    const asked = routeId === undefined ? [...db.history.values()].flat() : db.history.get(routeId);
    // Newest first (openapi.yaml); ids grow with time.
    const entries = [...(asked ?? [])].sort((a, b) => b.id - a.id);
    const page = pageOf(entries, pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
];
