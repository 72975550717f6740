// User profiles: everyone who signed in, and the seed's authors.
import { contextOf } from '../context';
import { answer, http, jsonBody, notFound } from '../http';
import { profileOf } from '../rules/profile';

export const userHandlers = [
  http.get('/api/users/', ({ request, response }) => {
    const users = [...contextOf(request).db.users.values()];
    return response(200).json({ total: users.length, results: users });
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
    http[method]('/api/users/{username}/', async ({ request, params, response }) => {
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
