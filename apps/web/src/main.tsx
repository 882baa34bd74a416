import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build wires in react-dom's flushSync (used by navigations that ask for it).
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { createQueryClient } from './queryClient';
import { appRoutes } from './routes/appRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

const router = createBrowserRouter(appRoutes());
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
