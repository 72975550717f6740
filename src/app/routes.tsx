import type { RouteObject } from 'react-router-dom';
import { KeepBootScreen } from './boot-screen';
import { ErrorPage } from './error-page';
import { SessionRoot } from './session-root';

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
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./signed-in-shell')).SignedInShell }),
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/calculator/calculator-page'))
                    .CalculatorPage,
                }),
              },
              {
                path: '/routes',
                lazy: async () => ({
                  Component: (await import('../features/routes/routes-page')).RoutesPage,
                }),
              },
              {
                path: '/routes/:id',
                lazy: async () => ({
                  Component: (await import('../features/route-detail/route-detail-page'))
                    .RouteDetailPage,
                }),
              },
              {
                path: '/notifications',
                lazy: async () => ({
                  Component: (await import('../features/notifications/notifications-page'))
                    .NotificationsPage,
                }),
              },
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
