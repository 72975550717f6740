import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { appRoutes } from '../../src/app/routes';

/** A fresh QueryClient with no retries, as every test starts from scratch. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders the whole app (or the given routes) at a path, on the Prism mock; with `queryClient`,
 * in that one (the app's own, say) instead of a fresh test client.
 */
export function renderApp(path: string, routes?: RouteObject[], queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes ?? appRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export const signIn = () => {
  localStorage.setItem('access', 'test-access');
  localStorage.setItem('refresh', 'test-refresh');
};
