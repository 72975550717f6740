import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/routes';
import { attachPreloadedStyles } from './app/preloaded-styles';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

/** Starts the router, which asks for the screen's code, and renders the app into `root`. */
function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(appRoutes(queryClient));
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// On a slow phone, evaluating the app's code, parsing the screen's styles and starting the router
// are each a long task: in between, the browser may paint and take input.
setTimeout(() => {
  attachPreloadedStyles();
  setTimeout(() => start(container), 0);
}, 0);
