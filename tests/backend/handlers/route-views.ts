// Saved views of the route list: one's own and colleagues' shared ones; the owner alone writes.
import { contextOf, pageQuery } from '../context';
import { answer, badPage, http, jsonBody, notFound } from '../http';
import { pageOf } from '../rules/paging';
import { createView, viewAccess, viewChangeOf, visibleViews } from '../rules/route-views';

const forbidden = () => answer(403, { detail: 'Менять и удалять вид может только его владелец.' });

export const routeViewHandlers = [
  http.get('/api/route-views/v1/', ({ request, response }) => {
    const { db, username } = contextOf(request);
    const page = pageOf(visibleViews(db, username), pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.post('/api/route-views/v1/', async ({ request, response }) => {
    const { db, username } = contextOf(request);
    const body = viewChangeOf(db, await jsonBody(request), { owner: username, full: true });
    if ('errors' in body) return response.untyped(answer(400, body.errors));
    return response(201).json(createView(db, username, body.change));
  }),
  http.patch('/api/route-views/v1/{id}/', async ({ request, params, response }) => {
    const { db, username } = contextOf(request);
    const view = viewAccess(db, Number(params.id), username);
    if (view === 404) return response.untyped(notFound());
    if (view === 403) return response.untyped(forbidden());
    const body = viewChangeOf(db, await jsonBody(request), {
      owner: username,
      full: false,
      id: view.id,
    });
    if ('errors' in body) return response.untyped(answer(400, body.errors));
    const changed = { ...view, ...body.change };
    db.views.set(view.id, changed);
    return response(200).json(changed);
  }),
  http.delete('/api/route-views/v1/{id}/', ({ request, params, response }) => {
    const { db, username } = contextOf(request);
    const view = viewAccess(db, Number(params.id), username);
    if (view === 404) return response.untyped(notFound());
    if (view === 403) return response.untyped(forbidden());
    db.views.delete(view.id);
    return response.untyped(answer(204));
  }),
];
