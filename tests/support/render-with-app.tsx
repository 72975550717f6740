import { App as AntApp } from 'antd';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { testQueryClient } from './render-app';

/** Renders one component with the app's providers and antd's App, at a path. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <AntApp>{ui}</AntApp> }], {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient, router };
}
