import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { tokenStorage } from '../api/token-storage';
import { prefetchRoutePage } from '../features/route-detail/api';
import { KeepBootScreen } from './boot-screen';
import { ErrorPage } from './error-page';
import { lazyComponent, lazyShell, SCREENS } from './screens';
import { SessionRoot } from './session-root';

/**
 * Screens whose first render shows data: their loader asks for it as the router starts, beside
 * the screen's code rather than after it. It waits for nothing, so the screen draws its frame as
 * soon as its code is there.
 */
const dataLoaders = (queryClient: QueryClient): Record<string, LoaderFunction> => ({
  '/routes/:id': ({ params }) => {
    if (tokenStorage.getAccess()) prefetchRoutePage(queryClient, params.id);
    return null;
  },
});

const screenRoutes = (signedIn: boolean, queryClient: QueryClient): RouteObject[] => {
  const loaders = dataLoaders(queryClient);
  return SCREENS.filter((screen) => screen.signedIn === signedIn).map((screen) => {
    const route = { lazy: lazyComponent(screen), loader: loaders[screen.path] };
    return screen.path === '/' ? { index: true, ...route } : { path: screen.path, ...route };
  });
};

/**
 * Every screen, and the signed-in shell itself, is loaded on demand: the login page carries no
 * layout code, and no screen pays for another's (chart code above all). `queryClient` is the
 * app's: loaders start the first data of a screen in it.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <SessionRoot />,
    errorElement: <ErrorPage />,
    HydrateFallback: KeepBootScreen,
    children: [
      ...screenRoutes(false, queryClient),
      {
        lazy: lazyShell,
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              ...screenRoutes(true, queryClient),
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../components/not-found')).NotFound,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
