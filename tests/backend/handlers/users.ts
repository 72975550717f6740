// User profiles: everyone who signed in, and the seed's authors.
import { contextOf, pageQuery } from '../context';
import { answer, badPage, http, jsonBody, notFound, writeHttp } from '../http';
import { pageOf } from '../rules/paging';
import { profileOf } from '../rules/profile';

export const userHandlers = [
  http.get('/api/users/', ({ request, response }) => {
    // By user name (openapi.yaml), so reading page after page sees each user once.
    const users = [...contextOf(request).db.users.values()].sort((a, b) =>
      a.username < b.username ? -1 : a.username > b.username ? 1 : 0,
    );
    const page = pageOf(users, pageQuery(request));
    return page ? response(200).json(page) : response.untyped(badPage());
  }),
  http.get('/api/users/me/', ({ request, response }) => {
    const { db, username } = contextOf(request);
    return response(200).json(db.users.get(username) ?? { username });
  }),
  http.get('/api/users/{username}/', ({ request, params, response }) => {
    const user = contextOf(request).db.users.get(params.username);
    return user ? response(200).json(user) : response.untyped(notFound());
  }),
  ...(['put', 'patch'] as const).map((method) =>
    writeHttp(method)('/api/users/{username}/', async ({ request, params, response }) => {
      const { db } = contextOf(request);
      const user = db.users.get(params.username);
      if (!user) return response.untyped(notFound());
      const profile = profileOf(await jsonBody(request), method === 'put');
      if ('errors' in profile) return response.untyped(answer(400, profile.errors));
      // PUT replaces the profile, PATCH changes the fields sent; the user name stays.
      const changed = {
        ...(method === 'put' ? {} : user),
        ...profile.fields,
        username: user.username,
      };
      db.users.set(user.username, changed);
      return response(200).json(changed);
    }),
  ),
];
