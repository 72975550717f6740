import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
// The styles antd shares between its components (links, icons); empty in development.
import 'virtual:antd-style/Shared.css';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
