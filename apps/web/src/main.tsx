import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build wires in react-dom's flushSync (used by navigations that ask for it).
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { readStoredToken } from './session/authStorage';
import { resolveLazyRoutes } from './prerender/resolveLazyRoutes';
import { createQueryClient } from './queryClient';
import { appRoutes } from './routes/appRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

async function start(root: HTMLElement): Promise<void> {
  const routes = appRoutes();
  // the page's own module first, so the first render is the page and not the loading fallback
  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // Pre-rendered public pages (decision 019) were rendered signed out: a visitor without a
  // session hydrates them; with a session the page may differ (the landing page forwards to
  // /app), so it is rendered over, the pre-rendered HTML staying visible until then.
  if (root.dataset.prerendered === 'true' && readStoredToken() === null) {
    // as a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (the page is already visible meanwhile)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
