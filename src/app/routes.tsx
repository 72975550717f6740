import type { RouteObject } from 'react-router-dom';
import { KeepBootScreen } from './boot-screen';
import { ErrorPage } from './error-page';
import { lazyComponent, lazyShell, SCREENS } from './screens';
import { SessionRoot } from './session-root';

const screenRoutes = (signedIn: boolean): RouteObject[] =>
  SCREENS.filter((screen) => screen.signedIn === signedIn).map((screen) =>
    screen.path === '/'
      ? { index: true, lazy: lazyComponent(screen) }
      : { path: screen.path, lazy: lazyComponent(screen) },
  );

/**
 * Every screen, and the signed-in shell itself, is loaded on demand: the login page carries no
 * layout code, and no screen pays for another's (chart code above all).
 */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <ErrorPage />,
    HydrateFallback: KeepBootScreen,
    children: [
      ...screenRoutes(false),
      {
        lazy: lazyShell,
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              ...screenRoutes(true),
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
